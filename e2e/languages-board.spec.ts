import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { card as englishCard, cellPicker, photo } from './players';
import {
  apiClient,
  createHost,
  createPaidGame,
  expectNoSeriousA11yViolations,
  hostCredential,
  PHONE,
  registerHost,
  saveScreenshot,
} from './support';

const SCREENS = path.resolve(import.meta.dirname, '../docs/screens');

/** The words a guest's phone shows in one language: the name step's, and the card's. */
interface Words {
  lang: string;
  nameLabel: string;
  next: string;
  card: string;
  addFor: string;
  library: string;
}

const ENGLISH: Words = {
  lang: 'en',
  nameLabel: 'Player Name',
  next: 'Next',
  card: 'Your bingo card',
  addFor: 'Add a photo for ',
  library: 'Choose from library',
};
const SPANISH: Words = {
  lang: 'es',
  nameLabel: 'Nombre de jugador',
  next: 'Siguiente',
  card: 'Tu cartón de bingo',
  addFor: 'Añadir una foto para ',
  library: 'Elegir de la galería',
};
const ARABIC: Words = {
  lang: 'ar',
  nameLabel: 'اسم اللاعب',
  next: 'التالي',
  card: 'بطاقة البينغو الخاصة بك',
  addFor: 'إضافة صورة لـ',
  library: 'الاختيار من المكتبة',
};

/** A guest's phone that opens the join link (with `?lang=` unless English is wanted) and sends a name. */
async function guestJoins(browser: Browser, code: string, name: string, words: Words) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(words.lang === 'en' ? `/join/${code}` : `/join/${code}?lang=${words.lang}`);
  await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
  await expect(page).toHaveURL(new RegExp(`/room/${code}/player-name`));
  await page.getByLabel(words.nameLabel).fill(name);
  await page.getByRole('button', { name: words.next }).click();
  await expect(page).toHaveURL(new RegExp(`/room/${code}$`));
  return page;
}

/**
 * Adds a photo to the first empty cell as a player does, in the shown language: the cell offers the camera and the
 * library; the library takes the file. Returns the cell's label.
 */
async function addPhoto(page: Page, words: Words): Promise<string> {
  const card = page.getByRole('list', { name: words.card });
  const picker = card.getByRole('button', { name: new RegExp(`^${words.addFor}`) }).first();
  const name = (await picker.getAttribute('aria-label')) ?? '';
  const label = name.slice(words.addFor.length);
  await picker.click();
  const chooser = page.getByRole('dialog', { name, exact: true });
  await chooser.getByLabel(words.library, { exact: true }).setInputFiles(await photo());
  await expect(chooser).toBeHidden();
  return label;
}

test('a guest on a Spanish link plays a cell in Spanish while another plays the same game in English', async ({
  browser,
  request,
}) => {
  const host = await (await browser.newContext()).newPage();
  const email = await registerHost(host);
  const code = await createPaidGame(request, email);
  const ana = await guestJoins(browser, code, 'Ana', SPANISH);
  const ben = await guestJoins(browser, code, 'Ben', ENGLISH);
  await apiClient(request).start(hostCredential(request, email), code);
  await expect(ana).toHaveURL(new RegExp(`/game-board/${code}$`));
  await expect(ben).toHaveURL(new RegExp(`/game-board/${code}$`));

  // Ana's card speaks Spanish: who plays, the clock, the count, the legend, the way to the gallery.
  await expect(ana.locator('html')).toHaveAttribute('lang', 'es');
  await expect(ana.getByTestId('playing-as')).toHaveText('Juegas como Ana');
  await expect(ana.getByText('Tiempo restante')).toBeVisible();
  await expect(ana.getByText('0 de 8 encontradas')).toBeVisible();
  await expect(ana.getByRole('list', { name: 'Qué significan las marcas' })).toContainText(
    'Pendiente de revisión',
  );
  await expect(ana.getByRole('link', { name: 'Ir a la galería' })).toBeVisible();
  await expect(ana.getByTestId('bingo-bar')).toContainText('BINGO! se activa');
  await expectNoSeriousA11yViolations(ana);

  const anaLabel = await addPhoto(ana, SPANISH);
  const anaCell = ana
    .getByRole('list', { name: SPANISH.card })
    .getByRole('button', { name: new RegExp(`^${anaLabel}: .*\\. Cambiar o quitar la foto$`) });
  await expect(anaCell).toHaveAccessibleName(
    new RegExp(`^${anaLabel}: (Esperando la revisión del anfitrión|Cuenta en tu cartón)\\.`),
  );
  await anaCell.click();
  const dialog = ana.getByRole('dialog', { name: `Foto de ${anaLabel}` });
  await expect(dialog.getByRole('img', { name: `Tu foto de ${anaLabel}` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Quitar la foto' })).toBeVisible();
  await expect(dialog.getByText('Hacer otra foto')).toBeVisible();
  await expectNoSeriousA11yViolations(ana);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // Ben, in the same game, plays in English: the spec's words, unchanged.
  await expect(ben.locator('html')).toHaveAttribute('lang', 'en');
  await expect(ben.getByTestId('playing-as')).toHaveText('Playing as Ben');
  await expect(ben.getByText('0 of 8 found')).toBeVisible();
  const benLabel = (
    (await englishCard(ben)
      .getByRole('button', { name: /^Add a photo for / })
      .first()
      .getAttribute('aria-label')) ?? ''
  ).replace('Add a photo for ', '');
  await cellPicker(ben, benLabel).setInputFiles(await photo());
  await expect(
    englishCard(ben).getByRole('button', {
      name: new RegExp(
        `^${benLabel}: (Waiting for the host to review it|Counts on your card)\\. Replace or remove`,
      ),
    }),
  ).toBeVisible();
  await expect(ben.getByRole('link', { name: 'Go to Gallery' })).toBeVisible();
  await expectNoSeriousA11yViolations(ben);

  // Ana's card stays Spanish while Ben plays.
  await expect(ana.getByRole('list', { name: SPANISH.card })).toBeVisible();
  await expect(ana.getByText('Juegas como Ana')).toBeVisible();
});

test('an Arabic phone plays its card right to left', async ({ browser, request }) => {
  const { email } = await createHost(request);
  const code = await createPaidGame(request, email);
  const page = await guestJoins(browser, code, 'ليلى', ARABIC);
  await apiClient(request).start(hostCredential(request, email), code);
  await expect(page).toHaveURL(new RegExp(`/game-board/${code}$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const card = page.getByRole('list', { name: ARABIC.card });
  await expect(card.getByRole('listitem')).toHaveCount(9);
  await expect(page.getByTestId('playing-as')).toHaveText('تلعب باسم ليلى');

  // Right to left: the card's first cell sits at its right edge, the last at its left.
  const cells = card.getByRole('listitem');
  const first = await cells.first().boundingBox();
  const third = await cells.nth(2).boundingBox();
  expect(first && third && first.x).toBeGreaterThan(third?.x ?? Infinity);

  const label = await addPhoto(page, ARABIC);
  const filled = card.getByRole('button', { name: new RegExp(`^${label}: `) });
  await expect(filled).toHaveAccessibleName(/استبدال الصورة أو إزالتها$/);
  // The photo's mark sits in the cell's end corner: the top left in Arabic.
  const mark = await filled.locator('[data-mark]').boundingBox();
  const cellBox = await filled.boundingBox();
  expect(mark && cellBox && mark.x - cellBox.x).toBeLessThan(12);
  await expectNoSeriousA11yViolations(page);
  fs.mkdirSync(SCREENS, { recursive: true });
  await saveScreenshot(page, { path: path.join(SCREENS, 'languages-ar-board.png') });
});
