import { completeSetup, TOP_ROW } from '@picture-bingo/testkit';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { photo } from './players';
import {
  apiClient,
  createHost,
  createPaidGame,
  EVENT_TITLE,
  expectNoSeriousA11yViolations,
  hostCredential,
  PHONE,
  registerHost,
  WELCOME_MESSAGE,
} from './support';
import { guestAt, joinLobby } from './language-steps';

/** A 3×3 game won by a row, whose photos count at once: three photos make a BINGO!. */
const ROW_GAME = { ...completeSetup, winCondition: 'line', photoReview: false, autoConfirmWinner: false };

/**
 * Fills the top row of the player's card on this phone through the API with its own device token (the card's
 * own screens are proven by their specs), then calls BINGO! on the card: the phone goes to the gallery.
 */
async function bingoByTopRow(
  request: APIRequestContext,
  page: Page,
  code: string,
  onCard?: (page: Page) => Promise<void>,
) {
  await expect(page).toHaveURL(new RegExp(`/game-board/${code}$`));
  const deviceToken = await page.evaluate(() => window.localStorage.getItem('deviceToken'));
  expect(deviceToken).toBeTruthy();
  for (const idx of TOP_ROW) {
    await apiClient(request).uploadPhoto(code, deviceToken ?? '', idx, (await photo()).buffer);
  }
  await page.reload();
  // "BINGO!" in every language; the pseudo-locale accents it too.
  const bingo = page.getByRole('button', { name: /^\[?(BINGO|ƁÍÑĜÓ)!/ });
  await expect(bingo).toBeEnabled();
  await onCard?.(page);
  await bingo.click();
  await expect(page).toHaveURL(new RegExp(`/gallery/${code}$`));
  return deviceToken ?? '';
}

/** The host chooses the player of this device token as the winner, through the API. */
async function chooseWinner(request: APIRequestContext, email: string, code: string, deviceToken: string) {
  const gallery = await apiClient(request).getGallery(code, { deviceToken });
  const me = (await apiClient(request).getBoard(code, deviceToken)).player.id;
  expect(gallery.players.map((player) => player.id)).toContain(me);
  await apiClient(request).call('POST', `/api/game/${code}/winner`, {
    token: hostCredential(request, email),
    json: { playerId: me },
    status: 200,
  });
}

test('a French guest: the BINGO! moment, the gallery and refusals, all in French', async ({
  browser,
  request,
}) => {
  const host = await (await browser.newContext()).newPage();
  const email = await registerHost(host);
  const code = await createPaidGame(request, email, { ...ROW_GAME, maxPlayer: 2 });

  const claire = await guestAt(browser, `/join/${code}?lang=fr`, PHONE);
  await expect(claire.page.locator('html')).toHaveAttribute('lang', 'fr');
  await joinLobby(claire.page, code, 'Claire', {
    label: 'Nom du joueur',
    next: 'Suivant',
    waiting: 'En attente du lancement par l’hôte…',
  });
  await apiClient(request).joinAs(code, 'Bob');

  await test.step('a third guest meets the full game in French', async () => {
    const late = await guestAt(browser, `/join/${code}?lang=fr`, PHONE);
    const refusal = late.page.getByRole('status').filter({ hasText: 'Cette partie est complète' });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText('Demandez à l’hôte, ou essayez un autre code.');
    await expect(late.page.getByText('This game is full')).toHaveCount(0);
    await expectNoSeriousA11yViolations(late.page);
    await late.context.close();
  });

  await apiClient(request).start(hostCredential(request, email), code);

  await test.step('a wrong rejoin code is refused in French', async () => {
    const phone = await guestAt(browser, '/join?lang=fr', PHONE);
    await phone.page.getByRole('button', { name: 'Continuer sur ce téléphone' }).click();
    const form = phone.page.locator('form').filter({ has: phone.page.getByLabel('Code de retour') });
    await form.getByLabel('Code de salle').fill(code);
    await form.getByLabel('Code de retour').fill('ABCDEF');
    await form.getByRole('button', { name: 'Continuer', exact: true }).click();
    await expect(phone.page.getByRole('alert')).toHaveText(
      'Ce code de retour est erroné, déjà utilisé ou expiré. Demandez-en un nouveau à l’hôte.',
    );
    await expectNoSeriousA11yViolations(phone.page);
    await phone.context.close();
  });

  const deviceToken = await bingoByTopRow(request, claire.page, code);

  await test.step('the BINGO! moment waits for the host in French', async () => {
    const moment = claire.page.getByRole('dialog', { name: 'BINGO!' });
    await expect(moment).toContainText('En attente de la confirmation de Ada…');
    await expect(moment.getByRole('list', { name: 'Votre grille' }).getByRole('listitem')).toHaveCount(9);
    await expect(moment.getByText('(sur la ligne gagnante)')).toHaveCount(3);
    await expect(moment.getByRole('button', { name: 'Parcourir la galerie en attendant' })).toBeVisible();
    await expectNoSeriousA11yViolations(claire.page);
  });

  await test.step('the host confirms: "Vous avez gagné !"', async () => {
    await chooseWinner(request, email, code, deviceToken);
    const moment = claire.page.getByRole('dialog', { name: 'Vous avez gagné !' });
    await expect(moment).toContainText('L’hôte a confirmé votre grille. Vos photos sont dans la galerie.');
    await moment.getByRole('button', { name: 'Voir les photos' }).click();
    await expect(moment).toBeHidden();
  });

  await test.step('the gallery in French', async () => {
    const page = claire.page;
    await expect(page.getByText('Vous avez gagné !', { exact: true })).toBeVisible();
    await expect(page.getByText('Gagnant : Claire')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir le classement' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Télécharger les photos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tout télécharger' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voir la progression' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Retour à la partie' })).toBeVisible();
    const card = page.getByRole('article', { name: 'Claire' });
    await expect(card.getByText('Gagnant', { exact: true })).toBeVisible();
    await expect(card.getByText('Cochées : 3 / 8')).toBeVisible();
    await expect(
      card.getByRole('button', { name: 'Télécharger les images de la grille de Claire' }),
    ).toBeVisible();
    await expect(card.getByRole('img', { name: /^Photo pour « .+ » de Claire$/ })).toHaveCount(3);
    // After the end a card says the game is over, not "En cours".
    await expect(page.getByRole('article', { name: 'Bob' })).toContainText('Terminé');
    await expect(page.getByRole('article', { name: 'Bob' })).not.toContainText('En cours');
    await expectNoSeriousA11yViolations(page);

    // A photo full size: its caption, Close and the report button in French.
    await card
      .getByRole('img', { name: /^Photo pour/ })
      .first()
      .click();
    const preview = page.getByRole('dialog', { name: / de Claire$/ });
    await expect(preview.getByRole('button', { name: 'Fermer' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
  });
});

test('the pseudo-locale leaves no English on the continue form, the lobby, the card, the BINGO! moment and the gallery', async ({
  browser,
  request,
}) => {
  const { email } = await createHost(request);
  const code = await createPaidGame(request, email, ROW_GAME);
  // What guests and hosts typed (names, labels, the event's title and welcome), ids and the product's name are not
  // the app's words; the event date is the browser's (Intl has no pseudo-locale).
  const theirs = [EVENT_TITLE, WELCOME_MESSAGE, 'Picture Bingo', 'Zoe', code, ...completeSetup.words];
  theirs.push(completeSetup.freeSpaceWord, completeSetup.hostName);
  /** Words of three or more plain ASCII letters left on screen: English the catalogue did not translate. */
  const english = async (page: Page) => {
    let text = await page.evaluate(() => {
      const copy = document.body.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('bdi, script, style, option').forEach((own) => own.remove());
      return copy.innerText;
    });
    for (const words of [...theirs].sort((a, b) => b.length - a.length)) text = text.replaceAll(words, ' ');
    const shown = [...text.matchAll(/[A-Za-z]{3,}/g)].map((found) => found[0]);
    return shown.filter((word) => !/^(QR|BINGO|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$/.test(word));
  };

  const { page } = await guestAt(browser, '/join?lang=en-XA', PHONE);
  await test.step('the continue form', async () => {
    await page.getByRole('button', { name: /Çóñťíñúé óñ ťĥíš/ }).click();
    const submit = page.getByRole('button', { name: /^\[Çóñťíñúé ·+\]$/ });
    await submit.click();
    await expect(page.getByRole('alert')).toContainText('Éñťéŕ ťĥé ŕóóɱ çóđé áñđ ťĥé ŕéĵóíñ çóđé');
    expect(await english(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });

  await page.goto(`/join/${code}?lang=en-XA`);
  await joinLobby(page, code, 'Zoe', { label: /Þĺáýéŕ Ñáɱé/, next: /Ñéẋť/, waiting: /Ŵáíťíñĝ/ });
  expect(await english(page)).toEqual([]);

  await apiClient(request).start(hostCredential(request, email), code);
  // The card with three photos, ready for BINGO!: no English either.
  const deviceToken = await bingoByTopRow(request, page, code, async (card) => {
    // The card shows its player's id (a UUID, whose hex letters are no words).
    const token = await card.evaluate(() => window.localStorage.getItem('deviceToken'));
    theirs.push((await apiClient(request).getBoard(code, token ?? '')).player.id);
    expect(await english(card)).toEqual([]);
    await expectNoSeriousA11yViolations(card);
  });
  const players = (await apiClient(request).getGallery(code, { deviceToken })).players;
  theirs.push(...players.map((player) => player.id));

  await test.step('the BINGO! moment', async () => {
    const moment = page.getByRole('dialog', { name: 'BINGO!' });
    await expect(moment).toContainText('Ŵáíťíñĝ ƒóŕ');
    expect(await english(page)).toEqual([]);
    await moment.getByRole('button', { name: /Ĺóóķ áť ťĥé ĝáĺĺéŕý/ }).click();
    await expect(moment).toBeHidden();
  });

  await test.step('the gallery, a photo full size, and the winner', async () => {
    await expect(page.getByRole('button', { name: /Đóŵñĺóáđ Áĺĺ/ })).toBeVisible();
    expect(await english(page)).toEqual([]);
    await page
      .getByRole('img', { name: /^\[Þĥóťó ƒóŕ/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: /Çĺóšé/ })).toBeFocused();
    expect(await english(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await chooseWinner(request, email, code, deviceToken);
    await expect(page.getByText(/^\[Ŵíññéŕ: /)).toBeVisible();
    expect(await english(page)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
