import { expect, test, type Page } from '@playwright/test';
import { card, expectOnBoard, hostApi, joinAs, uploadIntoNextEmptyCell } from './players';
import {
  apiClient,
  completeSetup,
  expectNoSeriousA11yViolations,
  hostCredential,
  registerHost,
  saveScreenshot,
} from './support';

const PHONE = { width: 390, height: 844 };
const SHOTS = 'test-results/prizes';

/** The host awards the next prize on the progress page to `name`, confirming in the dialog. */
async function award(host: Page, code: string, name: string, prize: string) {
  await host.goto(`/progress/${code}`);
  await host.getByRole('radio', { name }).check();
  await host.getByRole('button', { name: `Award ${prize}` }).click();
  const dialog = host.getByRole('dialog', { name: `Award ${prize}?` });
  await expect(dialog).toContainText(`${name} wins ${prize}.`);
  await dialog.getByRole('button', { name: 'Award Prize' }).click();
  await expect(dialog).toBeHidden();
}

test('prizes: the host sets "first line, then full card", players read it in the lobby, two winners in order, the leaderboard shows places and prizes', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext({ viewport: PHONE });
  const host = await hostContext.newPage();
  const email = await registerHost(host, { open: null });
  const api = hostApi(request, email);
  const client = apiClient(request);
  const credential = hostCredential(request, email);
  const { gameCode: code } = await client.createGame(credential, completeSetup);

  await test.step('the rules page: Prizes, the first renamed, saved on the game', async () => {
    await host.goto(`/host/${code}/game-rules`);
    await host.getByRole('radio', { name: /^Prizes/ }).check();
    await expect(host.getByLabel('Prize 1 name')).toHaveValue('First line');
    await expect(host.getByLabel('Prize 2 win condition')).toHaveValue('full');
    await host.getByLabel('Prize 1 name').fill('Quick line');
    // A weaker prize after a stronger one is refused on the page, before anything is sent.
    await host.getByLabel('Prize 2 win condition').selectOption('line');
    await host.getByLabel('Prize 1 win condition').selectOption('full');
    await expect(host.getByRole('alert')).toContainText('Prizes go from the easiest win to the hardest');
    await host.getByLabel('Prize 1 win condition').selectOption('line');
    await host.getByLabel('Prize 2 win condition').selectOption('full');
    await expect(host.getByRole('alert')).toHaveCount(0);
    await expect
      .poll(async () => (await client.getHostGame(credential, code)).prizes)
      .toEqual([
        { name: 'Quick line', condition: 'line' },
        { name: 'Full card', condition: 'full' },
      ]);
    await saveScreenshot(host, { path: `${SHOTS}/host-rules-prizes.png`, fullPage: true });
    await expectNoSeriousA11yViolations(host);
  });

  await client.payLocally(credential, code);
  const ann = await joinAs(browser, code, 'Ann', { viewport: PHONE });
  const bob = await joinAs(browser, code, 'Bob', { viewport: PHONE });

  await test.step('the lobby shows the prizes before the start', async () => {
    const rules = ann.page.getByRole('region', { name: 'Rules' });
    await expect(rules.getByTestId('rules-prizes')).toContainText(
      '1. Quick line: Complete a row, column or diagonal',
    );
    await expect(rules.getByTestId('rules-prizes')).toContainText('2. Full card: Fill the whole card');
    await saveScreenshot(ann.page, { path: `${SHOTS}/phone-lobby-rules.png`, fullPage: true });
    await expectNoSeriousA11yViolations(ann.page);
  });

  await api.start(code);
  for (const phone of [ann.page, bob.page]) {
    // The shared machine can be slow to load the card's code: wait for it longer than the default.
    await expect(phone.getByRole('heading', { name: completeSetup.eventTitle })).toBeVisible({
      timeout: 45_000,
    });
    await expectOnBoard(phone, code);
  }

  await test.step('Ann completes the top row and calls BINGO!; the host awards her the first prize', async () => {
    for (let i = 0; i < 3; i++) await uploadIntoNextEmptyCell(ann.page);
    await ann.page.getByRole('button', { name: 'BINGO!' }).click();
    await award(host, code, 'Ann', 'Quick line');
    const prizes = host.getByRole('region', { name: 'Prizes' });
    await expect(prizes.getByTestId('prize').first()).toContainText('Quick line (Single line): Ann');
    await expect(prizes.getByTestId('prize').nth(1)).toContainText('not won yet');
    // The game goes on: Bob's card still takes photos.
    await expect(bob.page.getByRole('button', { name: 'BINGO!' })).toBeDisabled();
    await saveScreenshot(host, { path: `${SHOTS}/host-first-prize.png`, fullPage: true });
  });

  await test.step('Bob fills his card; the host awards the full card and the game ends', async () => {
    for (let i = 0; i < 8; i++) await uploadIntoNextEmptyCell(bob.page);
    await expect(card(bob.page).getByLabel(/^Add a photo for /)).toHaveCount(0);
    await bob.page.getByRole('button', { name: 'BINGO!' }).click();
    await award(host, code, 'Bob', 'Full card');
    await expect(host.getByRole('heading', { name: 'Winner: Bob' })).toBeVisible();
    const entries = host.getByTestId('leaderboard-entry');
    await expect(entries.nth(0)).toContainText('1');
    await expect(entries.nth(0)).toContainText('Bob');
    await expect(entries.nth(0)).toContainText('Full card');
    await expect(entries.nth(1)).toContainText('2');
    await expect(entries.nth(1)).toContainText('Ann');
    await expect(entries.nth(1)).toContainText('Quick line');
    await saveScreenshot(host, { path: `${SHOTS}/host-leaderboard-prizes.png`, fullPage: true });
    await expectNoSeriousA11yViolations(host);
  });

  await test.step('every phone shows the places and prizes', async () => {
    // Both called BINGO! and won a prize: each phone celebrates over the gallery first.
    for (const phone of [ann.page, bob.page]) {
      const celebration = phone.getByRole('dialog', { name: 'You won!' });
      await celebration.getByRole('button', { name: 'See the photos' }).click();
    }
    for (const phone of [ann.page, bob.page]) {
      // After BINGO! each phone is on the gallery: it names the winner and links to the leaderboard.
      await expect(phone.getByText('Winner: Bob')).toBeVisible();
      await phone.getByRole('link', { name: 'See the leaderboard' }).click();
      await expect(phone.getByRole('heading', { name: 'Winner: Bob' })).toBeVisible();
      const entries = phone.getByTestId('leaderboard-entry');
      await expect(entries.nth(0)).toContainText('Full card');
      await expect(entries.nth(1)).toContainText('Quick line');
    }
    await saveScreenshot(ann.page, { path: `${SHOTS}/phone-leaderboard-ann.png`, fullPage: true });
    await saveScreenshot(bob.page, { path: `${SHOTS}/phone-leaderboard-bob.png`, fullPage: true });
    await expectNoSeriousA11yViolations(ann.page);
  });

  for (const context of [hostContext, ann.context, bob.context]) await context.close();
});
