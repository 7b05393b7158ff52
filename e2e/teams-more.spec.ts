import { expect, test, type Page } from '@playwright/test';
import { card, expectOnBoard, firstEmptyCell } from './players';
import {
  apiClient,
  completeSetup,
  expectNoSeriousA11yViolations,
  hostCredential,
  PHONE,
  registerHost,
  uniqueEmail,
  saveScreenshot,
} from './support';
import { addedBy, joinTeam, raceForOneCell } from './team-steps';

const SHOTS = 'test-results/teams-more';

/** The lobby's card of the phone's own team, and its members as listed. */
const lobbyTeam = (page: Page) => page.getByRole('region', { name: 'Your team' });
const lobbyMembers = (page: Page) => lobbyTeam(page).getByRole('listitem');

/** The notice of a photo a teammate beat to its cell. */
const keptNotice = (page: Page) =>
  page.getByRole('status').filter({ hasText: 'Your photo is kept: put it in another cell.' });

test('a team game: a move is said plainly on the moved phone in the lobby and on the card, the old team follows; a kept photo survives a reload', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const api = apiClient(request);
  const email = uniqueEmail();
  await api.registerHost(email);
  const token = hostCredential(request, email);
  const game = await api.createGame(token, {
    ...completeSetup,
    gameMode: 'teams',
    photoReview: false,
    timeLimitMinutes: null,
  });
  const code = game.gameCode;
  const set = await api.putTeams(token, code, [
    { name: 'Red', colour: 'red' },
    { name: 'Blue', colour: 'blue' },
  ]);
  expect(set.status).toBe(200);
  await api.payLocally(token, code);

  const ann = await joinTeam(browser, code, 'Ann', 'Red');
  const bo = await joinTeam(browser, code, 'Bo', 'Red');
  const cy = await joinTeam(browser, code, 'Cy', 'Blue');
  const teams = async () => (await api.getTeams(code, token)).teams;
  const [red, blue] = await teams();
  const idOf = async (name: string) =>
    (await teams()).flatMap((team) => team.members ?? []).find((member) => member.name === name)?.id ?? '';

  await test.step('in the lobby each phone shows its team; the host moves Bo to Blue: Bo is told, Red’s phones drop Bo', async () => {
    await expect(lobbyTeam(ann)).toContainText('Team Red');
    await expect(lobbyMembers(ann)).toHaveText(['Ann (you)', 'Bo']);
    await expect(lobbyMembers(cy)).toHaveText(['Cy (you)']);

    const move = await api.moveToTeam(token, code, await idOf('Bo'), blue.id);
    expect(move.status).toBe(200);
    await expect(lobbyTeam(bo).getByRole('status')).toContainText("You're now in Team Blue");
    await expect(lobbyTeam(bo)).toContainText('The host moved you to this team.');
    await expect(lobbyMembers(bo)).toHaveCount(2);
    await expect(lobbyTeam(bo)).toContainText('Cy');
    await expect(lobbyTeam(bo)).toContainText('Bo (you)');
    await expect(lobbyMembers(ann)).toHaveText(['Ann (you)']);
    await expect(lobbyMembers(cy)).toHaveCount(2);
    await expect(lobbyTeam(cy)).toContainText('Bo');
    await saveScreenshot(bo, { path: `${SHOTS}/bo-moved-lobby.png`, fullPage: true });
    await expectNoSeriousA11yViolations(bo);
  });

  await api.start(token, code);
  for (const page of [ann, bo, cy]) await expectOnBoard(page, code);
  await test.step('Bo plays the Blue card from the start', async () => {
    await expect(bo.getByTestId('my-team')).toContainText('Team Blue');
    await expect(bo.getByTestId('my-team')).toContainText(/Cy, Bo|Bo, Cy/);
  });

  const loser =
    await test.step('Bo and Cy fill one cell at once: the loser’s photo is kept, and a reload offers it again until placed', async () => {
      const { label } = await firstEmptyCell(bo);
      const {
        winner: winner,
        loser: lost,
        winnerName: winnerName,
        loserName: lostName,
      } = await raceForOneCell([bo, cy], ['Bo', 'Cy'], label);
      await expect(addedBy(lost, label, winnerName)).toBeVisible();
      await expect(keptNotice(lost)).toContainText(`A teammate just put a photo in “${label}”`);

      // The page is reloaded (or the phone dropped it): the photo is offered again, with the card's empty cells.
      await lost.reload();
      await expectOnBoard(lost, code);
      const notice = keptNotice(lost);
      await expect(notice).toContainText(`A teammate just put a photo in “${label}”`);
      await expect(notice.getByRole('img', { name: 'Your kept photo' })).toBeVisible();
      await saveScreenshot(lost, { path: `${SHOTS}/kept-after-reload.png`, fullPage: true });
      await expectNoSeriousA11yViolations(lost);

      const next = await notice
        .getByLabel('Cell for your photo')
        .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent ?? '');
      expect(next).not.toBe('');
      await notice.getByRole('button', { name: 'Put it there' }).click();
      await expect(notice).toBeHidden();
      await expect(addedBy(lost, next, lostName)).toBeVisible();
      await expect(addedBy(winner, next, lostName)).toBeVisible();

      // Placed, it is gone from the phone: a second reload offers nothing.
      await lost.reload();
      await expectOnBoard(lost, code);
      await expect(addedBy(lost, next, lostName)).toBeVisible();
      await expect(keptNotice(lost)).toHaveCount(0);
      return lost;
    });

  await test.step('while playing the host moves Cy to Red: Cy is told and shows Red’s card; Blue’s and Red’s phones follow', async () => {
    const move = await api.moveToTeam(token, code, await idOf('Cy'), red.id);
    expect(move.status).toBe(200);
    const alert = cy.getByRole('status').filter({ hasText: "You're now in Team Red" });
    await expect(alert).toContainText("The host moved you to this team. You play this team's card now.");
    await expect(cy.getByTestId('my-team')).toContainText('Team Red');
    await expect(cy.getByTestId('my-team')).toContainText(/Ann, Cy|Cy, Ann/);
    await expect(card(cy).getByTestId('added-by')).toHaveCount(0);
    await expect(bo.getByTestId('my-team')).toHaveText(/Team Blue\s*Bo$/);
    await expect(ann.getByTestId('my-team')).toContainText(/Ann, Cy|Cy, Ann/);
    await saveScreenshot(cy, { path: `${SHOTS}/cy-moved-card.png`, fullPage: true });
    await expectNoSeriousA11yViolations(cy);
  });
  expect(loser).toBeTruthy();

  for (const page of [ann, bo, cy]) await page.context().close();
});

test('a team game’s lobbies: the team chooser’s place shows while it loads, and every lobby lists players under their teams', async ({
  browser,
  request,
}) => {
  const hostContext = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  const host = await hostContext.newPage();
  const email = await registerHost(host);
  const api = apiClient(request);
  const token = hostCredential(request, email);
  const { gameCode: code } = await api.createGame(token, { ...completeSetup, gameMode: 'teams' });
  const teamList = [
    { name: 'Red', colour: 'red' },
    { name: 'Blue', colour: 'blue' },
  ];
  expect((await api.putTeams(token, code, teamList)).status).toBe(200);
  await api.payLocally(token, code);
  const { teams } = await api.getTeams(code, token);
  await api.joinTeam(code, 'Cy', teams.find((team) => team.name === 'Blue')?.id);

  const phoneContext = await browser.newContext(PHONE);
  const phone = await phoneContext.newPage();
  await test.step('on a slow phone the chooser’s place and Next’s reason show before the teams arrive', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await phone.route(`**/api/game/${code}/teams`, async (route) => {
      await released;
      await route.continue();
    });
    await phone.goto(`/join/${code}`);
    await expect(phone.getByText('Loading the teams…')).toBeVisible();
    await phone.getByLabel('Player Name').fill('Ann');
    const next = phone.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription('Choose your team to go on.');
    await expectNoSeriousA11yViolations(phone);
    await saveScreenshot(phone, { path: `${SHOTS}/teams-loading.png` });
    release();
    await phone.getByRole('radio', { name: /^Red/ }).check();
    await next.click();
    await expect(phone.getByText('Waiting for the host to start…')).toBeVisible();
  });

  await test.step('the phone’s lobby lists the players under their teams', async () => {
    const players = phone.getByRole('region', { name: 'Players' });
    await expect(players.getByRole('list', { name: 'Team Blue' }).getByRole('listitem')).toHaveText(['Cy']);
    await expect(players.getByRole('list', { name: 'Team Red' }).getByRole('listitem')).toHaveText([
      'Ann (you)',
    ]);
    await expectNoSeriousA11yViolations(phone);
    await saveScreenshot(phone, { path: `${SHOTS}/lobby-teams.png`, fullPage: true });
  });

  await test.step('so do the control room and the big screen', async () => {
    await host.goto(`/host/${code}/room-details`);
    await expect(host.getByRole('list', { name: 'Team Red' })).toContainText('Ann');
    await expect(host.getByRole('list', { name: 'Team Blue' })).toContainText('Cy');
    await host.goto(`/room/${code}/screen`);
    await expect(host.getByRole('region', { name: 'Team Red' })).toContainText('Ann');
    await expect(host.getByRole('region', { name: 'Team Blue' })).toContainText('Cy');
    await expectNoSeriousA11yViolations(host);
  });
  await phoneContext.close();
  await hostContext.close();
});
