import { expect, test, type Download, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import fs from 'node:fs';
import { expectOnBoard, hostApi, joinAs, uploadIntoNextEmptyCell, type Player } from './players';
import { EVENT_TITLE, expectNoSeriousA11yViolations, registerHost } from './support';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The entries of a downloaded zip, by name. */
async function zipEntries(download: Download): Promise<Record<string, Uint8Array>> {
  const file = await download.path();
  return unzipSync(new Uint8Array(fs.readFileSync(file)));
}

function expectPng(bytes: Uint8Array) {
  expect(Array.from(bytes.subarray(0, 8))).toEqual(PNG_SIGNATURE);
  // A real image, not an empty shell: the IHDR's width and height are set.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  expect(view.getUint32(16)).toBeGreaterThan(0);
  expect(view.getUint32(20)).toBeGreaterThan(0);
}

/** A player's card in the gallery, found by the player's name. */
const galleryCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('host and three players play to the end: live gallery and big screen, zips, winner, past games', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext({ acceptDownloads: true });
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ photoReview: false, timeLimitMinutes: 30 });

  const screen = await hostContext.newPage();
  await test.step('the big screen shows the code, a QR and players arriving', async () => {
    await screen.goto(`/room/${code}/screen`);
    await expect(screen.getByText(code, { exact: true })).toBeVisible();
    await expect(screen.getByRole('img', { name: /QR code/i })).toBeVisible();
    await expectNoSeriousA11yViolations(screen);
  });

  const players: Record<string, Player> = {};
  for (const name of ['Ann', 'Bob', 'Cy']) players[name] = await joinAs(browser, code, name);
  await expect(screen.getByText('Cy', { exact: true })).toBeVisible();

  await api.start(code);
  for (const p of Object.values(players)) await expectOnBoard(p.page, code);

  await test.step('the host gallery and the big screen update live as photos arrive', async () => {
    await host.goto(`/gallery/${code}`);
    await expect(host.getByRole('heading', { name: 'Image Gallery', level: 1 })).toBeVisible();
    await expect(host.getByRole('article')).toHaveCount(3);
    const annPhotos = galleryCard(host, 'Ann').getByRole('button', { name: /^Photo for / });
    await expect(annPhotos).toHaveCount(0);

    for (let i = 0; i < 8; i++) await uploadIntoNextEmptyCell(players.Ann.page);
    for (let i = 0; i < 2; i++) await uploadIntoNextEmptyCell(players.Bob.page);
    await uploadIntoNextEmptyCell(players.Cy.page);

    await expect(annPhotos).toHaveCount(8);
    await expect(galleryCard(host, 'Bob').getByRole('button', { name: /^Photo for / })).toHaveCount(2);
    await expect(galleryCard(host, 'Ann').getByText('Completed', { exact: true })).toBeVisible();
    await expect(galleryCard(host, 'Bob').getByText('In Progress', { exact: true })).toBeVisible();
    // The big screen's wall shows the newest six of the eleven photos (tiles large enough to read from the back).
    await expect(screen.getByRole('list', { name: 'Latest photos' }).getByRole('img')).toHaveCount(6);
    await expectNoSeriousA11yViolations(host);
    await expectNoSeriousA11yViolations(screen);
  });

  await test.step('a photo opens full size; the backdrop closes it', async () => {
    await galleryCard(host, 'Bob')
      .getByRole('button', { name: /^Photo for / })
      .first()
      .click();
    const preview = host.getByRole('dialog');
    await expect(preview.getByRole('img')).toHaveAttribute('src', /^\/media\//);
    await preview.getByRole('button', { name: 'Close' }).click();
    await expect(preview).toBeHidden();
  });

  await test.step('one player’s zip and the whole gallery’s zip hold real PNGs', async () => {
    const one = host.waitForEvent('download');
    await galleryCard(host, 'Bob')
      .getByRole('button', { name: /Download board images/ })
      .click();
    const bob = await one;
    expect(bob.suggestedFilename()).toBe('Bob_board_images.zip');
    const bobEntries = await zipEntries(bob);
    const bobNames = Object.keys(bobEntries);
    expect(bobNames).toHaveLength(2);
    for (const name of bobNames) {
      expect(name).toMatch(/^cell_\d\.png$/);
      expectPng(bobEntries[name]);
    }

    const all = host.waitForEvent('download');
    await host.getByRole('button', { name: /Download All/ }).click();
    const everything = await all;
    expect(everything.suggestedFilename()).toBe('all_players_board_images.zip');
    const entries = await zipEntries(everything);
    const files = Object.keys(entries).filter((name) => !name.endsWith('/'));
    expect(files.filter((n) => n.startsWith('Ann/'))).toHaveLength(8);
    expect(files.filter((n) => n.startsWith('Bob/'))).toHaveLength(2);
    expect(files.filter((n) => n.startsWith('Cy/'))).toHaveLength(1);
    for (const name of files) {
      expect(name).toMatch(/^(Ann|Bob|Cy)\/cell_\d\.png$/);
      expectPng(entries[name]);
    }
  });

  await test.step('progress: Choose Winner asks first; choosing Ann shows the leaderboard everywhere', async () => {
    await host.getByRole('link', { name: 'View Progress' }).click();
    await expect(host).toHaveURL(new RegExp(`/progress/${code}$`));
    await expect(host.getByRole('heading', { name: 'Player Progress', level: 1 })).toBeVisible();
    await expect(host.getByText('8 / 8')).toBeVisible();
    await expectNoSeriousA11yViolations(host);

    // The first to complete (server time) is listed first and pre-selected.
    await expect(host.getByRole('radio').first()).toBeChecked();
    await host.getByRole('radio', { name: /Ann/ }).check();
    await host.getByRole('button', { name: 'Choose Winner' }).click();
    const confirm = host.getByRole('dialog', { name: 'Choose the winner?' });
    await expect(confirm).toContainText('Ann wins.');
    await expectNoSeriousA11yViolations(host);
    await confirm.getByRole('button', { name: 'Choose Winner' }).click();
    await expect(host.getByRole('heading', { name: 'Winner: Ann' })).toBeVisible();
    await expect(
      host.getByText('Congratulations! This player has completed the game successfully.'),
    ).toBeVisible();
    const rows = host.getByRole('list', { name: 'Leaderboard' }).getByRole('listitem');
    await expect(rows).toHaveCount(3);
    await expect(rows.first()).toContainText('Ann');
    await expect(rows.first()).toContainText('Winner');
    await expectNoSeriousA11yViolations(host);

    for (const p of Object.values(players)) {
      await expect(p.page.getByRole('heading', { name: 'Winner: Ann' })).toBeVisible();
    }
    await expect(players.Ann.page.getByText('You won!', { exact: true })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Winner: Ann' })).toBeVisible();
    await expectNoSeriousA11yViolations(players.Bob.page);
    await expectNoSeriousA11yViolations(screen);
  });

  await test.step('a player who reloads still sees the end', async () => {
    await players.Cy.page.reload();
    await expect(players.Cy.page.getByRole('heading', { name: 'Winner: Ann' })).toBeVisible();
  });

  await test.step('the game is in Past Games, its gallery still browsable', async () => {
    await host.goto('/past-games');
    await host.getByText(EVENT_TITLE).first().click();
    await expect(host).toHaveURL(new RegExp(`/room/${code}$`));
    await host.goto(`/gallery/${code}`);
    await expect(host.getByRole('article')).toHaveCount(3);
    await host.goto(`/room/${code}/players`);
    await expect(host.getByText('Ann', { exact: true }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(host);
  });

  for (const context of [hostContext, ...Object.values(players).map((p) => p.context)]) await context.close();
});
