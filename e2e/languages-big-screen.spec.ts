import fs from 'node:fs';
import path from 'node:path';
import { TOP_ROW } from '@picture-bingo/testkit';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { photo } from './players';
import {
  apiClient,
  completeSetup,
  createPaidGame,
  expectNoSeriousA11yViolations,
  hostCredential,
  PHONE,
  registerHost,
  saveScreenshot,
} from './support';
import { guestAt, joinLobby } from './language-steps';
import {
  BINGO_REVEAL_MS,
  COUNTDOWN_MS,
  WINNER_REVEAL_MS,
} from '../apps/web/src/features/big-screen/utils/show-times';

/**
 * The big screen in the game's language: a German game's projector speaks German from the lobby to the winner
 * (its words from apps/web/messages/host/screen/de.json), and `?lang=ar` mirrors it right to left.
 */

const SCREENS = path.resolve(import.meta.dirname, '../docs/screens');
const PROJECTOR = { width: 1920, height: 1080 };

/** A 3×3 game won by a row, whose photos count at once: three photos make a BINGO!. */
const ROW_GAME = {
  ...completeSetup,
  winCondition: 'line',
  photoReview: false,
  autoConfirmWinner: false,
  timeLimitMinutes: 30,
};

/** The German guest's name step and lobby (apps/web/messages/de.json). */
const GERMAN_GUEST = { label: 'Spielername', next: 'Weiter', waiting: 'Warten, bis der Gastgeber startet…' };

/**
 * Everything the page shows or names: its text, and the names in its attributes (alt, aria-label, title), so an
 * English image description is caught too.
 */
async function shownWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.body.innerText];
    document.querySelectorAll('[alt], [aria-label], [title]').forEach((el) => {
      for (const name of ['alt', 'aria-label', 'title']) parts.push(el.getAttribute(name) ?? '');
    });
    return parts.join('\n');
  });
}

/** None of the big screen's English words (apps/web/messages/host/screen/en.json) is on the page. */
async function expectNoEnglish(page: Page, english: readonly string[]) {
  const shown = await shownWords(page);
  for (const words of english) expect(shown, `"${words}" is English`).not.toContain(words);
}

/** Axe once entrances have played (a fading title measures as low contrast mid-animation). */
async function expectAccessible(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await expectNoSeriousA11yViolations(page);
}

function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENS, { recursive: true });
  return saveScreenshot(page, { path: path.join(SCREENS, name) });
}

/** Fills the top row of the phone's card through the API with its own device token; returns that token. */
async function fillTopRow(request: APIRequestContext, phone: Page, code: string) {
  const deviceToken = await phone.evaluate(() => window.localStorage.getItem('deviceToken'));
  expect(deviceToken).toBeTruthy();
  for (const idx of TOP_ROW) {
    await apiClient(request).uploadPhoto(code, deviceToken ?? '', idx, (await photo()).buffer);
  }
  return deviceToken ?? '';
}

test.describe('the big screen in the game’s language at 1920×1080', () => {
  test.use({ viewport: PROJECTOR });

  test('a German game: the lobby, the photo wall, the BINGO! and the winner, all in German', async ({
    browser,
    request,
  }) => {
    const hostContext = await browser.newContext({ viewport: PROJECTOR });
    const screen = await hostContext.newPage();
    const email = await registerHost(screen, { open: null });
    const code = await createPaidGame(request, email, { ...ROW_GAME, language: 'de' });

    // No `?lang=` and no choice on this device: the screen takes the game's language over the browser's English.
    // The screen's moments (countdown, reveals) are played forward on Playwright's clock, not waited out.
    await screen.clock.install();
    await screen.goto(`/room/${code}/screen`);
    await expect(screen.locator('html')).toHaveAttribute('lang', 'de');
    await expect(screen.getByTestId('big-screen-code')).toHaveText(code);

    // A phone whose language the app lacks joins on the plain link: it too opens in the game's language.
    const phone = await guestAt(browser, `/join/${code}`, { ...PHONE, locale: 'ko-KR' });
    await expect(phone.page.locator('html')).toHaveAttribute('lang', 'de');
    await joinLobby(phone.page, code, 'Anna', GERMAN_GUEST);

    await test.step('the lobby', async () => {
      await expect(screen.getByRole('heading', { name: 'Spieler (1)' })).toBeVisible();
      await expect(screen.getByText('Anna', { exact: true })).toBeVisible();
      await expect(screen.getByText('mit dem Raumcode', { exact: true })).toBeVisible();
      await expect(screen.getByText('oder scanne den QR-Code mit deinem Handy.')).toBeVisible();
      await expect(screen.getByText(/^Mitspielen unter /)).toBeVisible();
      await expect(screen.getByRole('img', { name: /^QR-Code zum Beitreten: / })).toBeVisible();
      await expect(screen.getByRole('button', { name: 'Ton aus' })).toBeVisible();
      await expectNoEnglish(screen, [
        'Join at',
        'with the room code',
        'or scan the QR code',
        'QR code for joining the game',
        'Players',
        'Waiting for the first player',
        'Sound off',
        'Big Screen',
      ]);
      await expectAccessible(screen);
      await screenshot(screen, 'big-screen-de-lobby.png');
    });

    await apiClient(request).start(hostCredential(request, email), code);
    await expect(phone.page).toHaveURL(new RegExp(`/game-board/${code}$`));

    await test.step('playing: the photo wall, the time left and the leaderboard', async () => {
      // The 3, 2, 1 of the start has played (it is not timed here: big-screen.spec.ts does that).
      await screen.clock.runFor(COUNTDOWN_MS);
      await expect(screen.getByTestId('countdown')).toBeHidden();
      const corner = screen.getByTestId('join-corner');
      await expect(corner.getByText('Raumcode', { exact: true })).toBeVisible();
      await fillTopRow(request, phone.page, code);
      const wall = screen.getByRole('list', { name: 'Neueste Fotos' });
      await expect(wall.getByRole('img', { name: /, von Anna$/ })).toHaveCount(3);
      await expect(wall.getByRole('button', { name: /^.+ von Anna ausblenden$/ })).toHaveCount(3);
      await expect(screen.getByText('Verbleibende Zeit', { exact: true })).toBeVisible();
      const ranking = screen.getByRole('list', { name: 'Rangliste' });
      await expect(ranking.getByRole('listitem').first()).toContainText('Anna');
      await expect(ranking.getByRole('listitem').first()).toContainText('Platz');
      await expectNoEnglish(screen, [
        'Latest photos',
        'Leaderboard',
        'Time left',
        'Room code',
        'QR code for joining the game',
        ', by Anna',
        'Hide',
        'Rank',
        'marked',
        'Sound off',
      ]);
      await expectAccessible(screen);
      await screenshot(screen, 'big-screen-de.png');
    });

    await test.step('BINGO! on the phone: the screen shows the card in German', async () => {
      await phone.page.reload();
      const bingo = phone.page.getByRole('button', { name: /^BINGO!/ });
      await expect(bingo).toBeEnabled();
      await bingo.click();
      const reveal = screen.getByTestId('bingo-reveal');
      await expect(reveal.getByRole('heading', { name: 'BINGO!' })).toBeVisible();
      await expect(reveal.getByText('Anna', { exact: true })).toBeVisible();
      await expect(reveal.getByText(/^\d+ \/ \d+ Fotos$/)).toBeVisible();
      await expect(reveal.getByRole('list', { name: 'Karte von Anna' })).toBeVisible();
      await expectNoEnglish(screen, [' photos', "Anna's card", 'Loading the card']);
      await screenshot(screen, 'big-screen-de-bingo.png');
      await screen.clock.runFor(BINGO_REVEAL_MS);
      await expect(reveal).toBeHidden();
    });

    await test.step('the host chooses the winner: the reveal, then the final leaderboard', async () => {
      const deviceToken = await phone.page.evaluate(() => window.localStorage.getItem('deviceToken'));
      const anna = (await apiClient(request).getBoard(code, deviceToken ?? '')).player.id;
      await apiClient(request).call('POST', `/api/game/${code}/winner`, {
        token: hostCredential(request, email),
        json: { playerId: anna },
        status: 200,
      });

      // The winner is caught up from the game's state even when its event falls into a reconnection.
      const reveal = screen.getByTestId('winner-reveal');
      await expect(reveal.getByRole('heading', { name: 'Gewinner: Anna' })).toBeVisible();
      await expect(reveal.getByText('Und gewonnen hat …')).toBeVisible();
      await expectNoEnglish(screen, ['And the winner is', 'Winner']);

      await screen.clock.runFor(WINNER_REVEAL_MS);
      await expect(reveal).toBeHidden();
      await expect(screen.getByRole('heading', { name: 'Gewinner: Anna' })).toBeVisible();
      await expect(screen.getByRole('heading', { name: 'Rangliste' })).toBeVisible();
      const rows = screen.getByTestId('leaderboard-entry');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Gewinner');
      await expect(screen.getByRole('heading', { name: 'Siegerkarte von Anna' })).toBeVisible();
      await expectNoEnglish(screen, ['Winner', 'Leaderboard', 'winning card', 'Photo 1 of']);
      await expectAccessible(screen);
      await screenshot(screen, 'big-screen-de-winner.png');
    });

    await phone.context.close();
    await hostContext.close();
  });

  test('an Arabic big screen (?lang=ar) reads right to left', async ({ browser, request }) => {
    const hostContext = await browser.newContext({ viewport: PROJECTOR });
    const screen = await hostContext.newPage();
    const email = await registerHost(screen, { open: null });
    const code = await createPaidGame(request, email, ROW_GAME);

    await screen.goto(`/room/${code}/screen?lang=ar`);
    const html = screen.locator('html');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(screen.getByTestId('big-screen-code')).toHaveText(code);
    await expect(screen.getByText('بانتظار أول لاعب…')).toBeVisible();

    await apiClient(request).joinAs(code, 'ليلى');
    await expect(screen.getByRole('heading', { name: /^اللاعبون \(/ })).toBeVisible();
    await expect(screen.getByText('ليلى', { exact: true })).toBeVisible();
    await expect(screen.getByText('باستخدام رمز الغرفة', { exact: true })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'الصوت متوقف' })).toBeVisible();

    // Mirrored: how to join (the room code, the QR code) stands on the right, the players on the left.
    const codeBox = await screen.getByTestId('big-screen-code').boundingBox();
    const players = await screen.getByRole('region', { name: /^اللاعبون/ }).boundingBox();
    expect((codeBox?.x ?? 0) + (codeBox?.width ?? 0) / 2).toBeGreaterThan(PROJECTOR.width / 2);
    expect((players?.x ?? Infinity) + (players?.width ?? 0)).toBeLessThan((codeBox?.x ?? 0) + 1);
    await expectNoEnglish(screen, ['Join at', 'with the room code', 'Players', 'Sound off']);
    await expectAccessible(screen);
    await screenshot(screen, 'big-screen-ar-lobby.png');

    await hostContext.close();
  });
});
