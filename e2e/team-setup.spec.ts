import { expect, test } from '@playwright/test';
import {
  completeSetup,
  expectNoSeriousA11yViolations,
  newHost,
  saveScreenshot,
  SHARP_PHONE,
} from './support';

const SHOTS = 'test-results/team-setup';

test('a team game’s list saves itself like the rest of the setup, and the missing teams are named before payment', async ({
  browser,
  request,
}) => {
  // The host on a phone.
  const { context, page: host, api, token } = await newHost(browser, request, SHARP_PHONE);
  const code = (await api.createGame(token, { ...completeSetup, gameMode: 'teams' })).gameCode;
  const savedNames = async () => (await api.getTeams(code, token)).teams.map((team) => team.name);

  await test.step('without teams, Make Payment is disabled and says why', async () => {
    await host.goto(`/host/${code}/pricing`);
    const problems = host
      .getByRole('status')
      .filter({ hasText: 'Finish setting up the game before you pay' });
    await expect(problems).toContainText('Set up at least 2 teams.');
    // The way to fix it leads to where the teams are set up.
    await expect(problems.getByRole('link', { name: 'Go to the teams' })).toHaveAttribute(
      'href',
      `/host/${code}/game-rules`,
    );
    await expect(host.getByRole('button', { name: 'Make Payment' })).toBeDisabled();
    await saveScreenshot(host, { path: `${SHOTS}/1-pricing-no-teams.png`, fullPage: true });
    await expectNoSeriousA11yViolations(host);
  });

  await test.step('"Use these names" saves the list at once: "Saved", and the problem is gone', async () => {
    await host.goto(`/host/${code}/game-rules`);
    await expect(host.getByRole('status').filter({ hasText: 'Before you can pay' })).toContainText(
      'Set up at least 2 teams.',
    );
    await host.getByLabel('Team names, one a line').fill('Red\nBlue');
    await host.getByRole('button', { name: 'Use these names' }).click();
    await expect(host.getByLabel('Team 2 name')).toHaveValue('Blue');
    await expect(host.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect.poll(savedNames).toEqual(['Red', 'Blue']);
    await expect(host.getByText('Set up at least 2 teams.')).toHaveCount(0);
    await expect(host.getByRole('button', { name: 'Save teams' })).toHaveCount(0);
    await saveScreenshot(host, { path: `${SHOTS}/2-teams-saved.png`, fullPage: true });
    await expectNoSeriousA11yViolations(host);
  });

  await test.step('a renamed team is saved after a pause in typing; a reload keeps it', async () => {
    await host.getByLabel('Team 2 name').fill('Green');
    await expect.poll(savedNames).toEqual(['Red', 'Green']);
    await expect(host.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await host.reload();
    await expect(host.getByLabel('Team 2 name')).toHaveValue('Green');
  });

  await test.step('an unnamed team waits, unsaved, and the page says why', async () => {
    await host.getByRole('button', { name: 'Add a team' }).click();
    await expect(host.getByText('Name every team: the list is saved once each has a name.')).toBeVisible();
    await saveScreenshot(host, { path: `${SHOTS}/3-unnamed-team.png`, fullPage: true });
    await host.getByLabel('Team 3 name').fill('Gold');
    await expect.poll(savedNames).toEqual(['Red', 'Green', 'Gold']);
    await expect(host.getByText('Name every team: the list is saved once each has a name.')).toHaveCount(0);
  });

  await test.step('two teams of the same name: the server says so, nothing is saved', async () => {
    await host.getByLabel('Team 3 name').fill('red');
    await expect(host.getByRole('alert').filter({ hasText: 'red' })).toBeVisible();
    expect(await savedNames()).toEqual(['Red', 'Green', 'Gold']);
    await host.getByLabel('Team 3 name').fill('Gold');
    await expect(host.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
  });

  await test.step('with the teams set up, Make Payment is open', async () => {
    await host.goto(`/host/${code}/pricing`);
    await expect(host.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
    await expect(host.getByText('Set up at least 2 teams.')).toHaveCount(0);
  });
  await context.close();
});
