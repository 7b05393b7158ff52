import { expect, test, type Page } from '@playwright/test';
import { card, expectOnBoard, firstEmptyCell, photo } from './players';
import {
  apiClient,
  completeSetup,
  expectNoSeriousA11yViolations,
  hostCredential,
  registerHost,
  saveScreenshot,
} from './support';
import { addedBy, joinTeam, raceForOneCell } from './team-steps';
import { WINNER_REVEAL_MS } from '../apps/web/src/features/big-screen/utils/show-times';

const SHOTS = 'test-results/teams';

/** A team's entry in the host's queue, found by its heading (other teams name it in their move choices). */
const teamCard = (page: Page, name: string) =>
  page.getByTestId('team').filter({ has: page.getByRole('heading', { name: new RegExp(`^${name}`) }) });

test('a team game: four phones in two teams share their cards live, a cell raced for keeps the loser’s photo, a move, a team BINGO! on the results and the big screen', async ({
  browser,
  request,
}) => {
  test.setTimeout(900_000);
  const hostContext = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const api = apiClient(request);
  const token = hostCredential(request, email);
  const game = await api.createGame(token, {
    ...completeSetup,
    photoReview: false,
    winCondition: 'line',
    timeLimitMinutes: null,
  });
  const code = game.gameCode;

  await test.step('the host sets up teams on the game rules: team play, two teams pasted as a list', async () => {
    await host.goto(`/host/${code}/game-rules`);
    await host.getByRole('radio', { name: /^Teams/ }).check();
    await expect.poll(async () => (await api.getHostGame(token, code)).gameMode).toBe('teams');
    await host.getByLabel('Team names, one a line').fill('Red\nBlue');
    await host.getByRole('button', { name: 'Use these names' }).click();
    await expect(host.getByLabel('Team 2 name')).toHaveValue('Blue');
    // The list saves itself like the rest of the page.
    await expect.poll(async () => (await api.getTeams(code, token)).teams.length).toBe(2);
    await expect(host.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expectNoSeriousA11yViolations(host);
    await api.payLocally(token, code);
  });

  const ann = await joinTeam(browser, code, 'Ann', 'Red');
  const bo = await joinTeam(browser, code, 'Bo', 'Red');
  const cy = await joinTeam(browser, code, 'Cy', 'Blue');
  const di = await joinTeam(browser, code, 'Di', 'Blue');

  await test.step('the queue shows both teams with their members', async () => {
    await host.goto(`/host/${code}/players-queue`);
    // The queue reads the players and the teams first (on a machine this busy, longer than a click's wait).
    await expect(host.getByRole('heading', { name: 'Teams (2)' })).toBeVisible({ timeout: 30_000 });
    await expect(teamCard(host, 'Red')).toContainText('2 members');
    await expect(teamCard(host, 'Blue')).toContainText('Cy');
    await expect(teamCard(host, 'Blue')).toContainText('Di');
  });

  const screen = await hostContext.newPage();
  // The screen's reveals are played forward on Playwright's clock, not waited out.
  await screen.clock.install();
  await screen.goto(`/room/${code}/screen`);
  await expect(screen.getByTestId('big-screen-code')).toHaveText(code);
  await api.start(token, code);
  for (const page of [ann, bo, cy, di]) await expectOnBoard(page, code);
  await expect(ann.getByTestId('my-team')).toContainText('Team Red');
  await expect(cy.getByTestId('my-team')).toContainText('Team Blue');

  await test.step("Ann's photo fills the Red card on Bo's phone at once, saying who added it; Blue sees none", async () => {
    const { input, label } = await firstEmptyCell(ann);
    await input.setInputFiles(await photo());
    await expect(addedBy(bo, label, 'Ann')).toBeVisible();
    await expect(addedBy(ann, label, 'Ann')).toBeVisible();
    await expect(card(cy).getByTestId('added-by')).toHaveCount(0);
    await expect(card(di).getByTestId('added-by')).toHaveCount(0);
    await saveScreenshot(bo, { path: `${SHOTS}/bo-sees-ann.png`, fullPage: true });
  });

  const race =
    await test.step('Ann and Bo fill one cell at once: one photo wins on both phones; the other phone says so and keeps its photo', async () => {
      const { label } = await firstEmptyCell(ann);
      const {
        winner: winner,
        loser: loser,
        winnerName: winnerName,
        loserName: loserName,
      } = await raceForOneCell([ann, bo], ['Ann', 'Bo'], label);

      // The winner's photo is in the cell on both phones.
      await expect(addedBy(winner, label, winnerName)).toBeVisible();
      await expect(addedBy(loser, label, winnerName)).toBeVisible();
      // The loser is told plainly, and their photo waits on their phone for another cell.
      const notice = loser
        .getByRole('status')
        .filter({ hasText: `A teammate just put a photo in “${label}”` });
      await expect(notice).toContainText('Your photo is kept: put it in another cell.');
      await expect(notice.getByRole('img', { name: 'Your kept photo' })).toBeVisible();
      await expect(winner.getByText('A teammate just put a photo in')).toHaveCount(0);
      await saveScreenshot(loser, { path: `${SHOTS}/kept-photo.png`, fullPage: true });
      await expectNoSeriousA11yViolations(loser);

      // Put in the next empty cell (the one the choice offers first), it fills the card on both phones.
      const next = await notice.getByLabel('Cell for your photo').evaluate((select: HTMLSelectElement) => {
        return select.selectedOptions[0]?.textContent ?? '';
      });
      expect(next).not.toBe('');
      await notice.getByRole('button', { name: 'Put it there' }).click();
      await expect(notice).toBeHidden();
      await expect(addedBy(loser, next, loserName)).toBeVisible();
      await expect(addedBy(winner, next, loserName)).toBeVisible();
      return { winner };
    });

  await test.step('the host moves Cy to Red: Cy is told and plays the Red card at once', async () => {
    await host.getByLabel('Move Cy to another team').selectOption({ label: 'Red' });
    await host
      .getByRole('listitem')
      .filter({ hasText: /^Cy/ })
      .getByRole('button', { name: 'Move to team' })
      .click();
    await expect(teamCard(host, 'Red')).toContainText('3 members');
    await expect(cy.getByRole('status').filter({ hasText: "You're now in Team Red" })).toContainText(
      "The host moved you to this team. You play this team's card now.",
    );
    await expect(cy.getByTestId('my-team')).toContainText('Team Red');
    await expect(card(cy).getByTestId('added-by')).toHaveCount(3);
    await expect(
      card(cy)
        .getByRole('button', { name: /Added by Ann/ })
        .first(),
    ).toBeVisible();
    await expect(card(di).getByTestId('added-by')).toHaveCount(0);
    await saveScreenshot(cy, { path: `${SHOTS}/cy-moved.png`, fullPage: true });
    await expectNoSeriousA11yViolations(cy);
    await expectNoSeriousA11yViolations(host);
  });

  await test.step('Red has a line: a member calls BINGO!, the host confirms Red', async () => {
    const bingo = race.winner.getByRole('button', { name: 'BINGO!' });
    await expect(bingo).toBeEnabled();
    await bingo.click();
    await expect(race.winner).toHaveURL(new RegExp(`/gallery/${code}$`));
    await host.goto(`/progress/${code}`);
    await host.getByRole('radio', { name: 'Red' }).check();
    await host.getByRole('button', { name: 'Choose Winner' }).click();
    await host
      .getByRole('dialog', { name: 'Choose the winner?' })
      .getByRole('button', { name: 'Choose Winner' })
      .click();
    await expect(host.getByRole('heading', { name: 'Winner: Red' })).toBeVisible();
    await expect(di.getByRole('heading', { name: 'Winner: Red' })).toBeVisible();
  });

  await test.step('the big screen and the results page show the winning team with its members', async () => {
    // The winner's reveal (it replaces the BINGO! one) first, then the standings with each team's members.
    await expect(screen.getByTestId('winner-reveal')).toBeVisible();
    await screen.clock.runFor(WINNER_REVEAL_MS);
    const rows = screen.getByTestId('leaderboard-entry');
    await expect(rows.first()).toContainText('Red');
    await expect(rows.first().getByTestId('team-members')).toHaveText('Members: Ann, Bo, Cy');
    await expect(rows.nth(1).getByTestId('team-members')).toHaveText('Members: Di');
    await saveScreenshot(screen, { path: `${SHOTS}/big-screen-winner.png` });
    await expectNoSeriousA11yViolations(screen);

    await host.goto(`/results/${code}`);
    await expect(host.getByRole('heading', { name: 'Winner: Red' })).toBeVisible();
    const entries = host.getByTestId('leaderboard-entry');
    await expect(entries.first().getByTestId('team-members')).toHaveText('Members: Ann, Bo, Cy');
    await expect(entries.nth(1)).toContainText('Blue');
    await saveScreenshot(host, { path: `${SHOTS}/results.png`, fullPage: true });
    await expectNoSeriousA11yViolations(host);
  });

  for (const page of [ann, bo, cy, di]) await page.context().close();
  await hostContext.close();
});
