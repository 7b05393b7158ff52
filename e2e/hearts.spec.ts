import { expect, test, type Page } from '@playwright/test';
import { expectOnBoard, hostApi, joinAs, uploadIntoNextEmptyCell, type Player } from './players';
import { apiClient, expectNoSeriousA11yViolations, PHONE, registerHost, saveScreenshot } from './support';

const PROJECTOR = { width: 1920, height: 1080 };

/** The heart button on a photo of `label` in the phone's gallery. */
const heartOn = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^(Give a heart to|Take back your heart for) ${label}$`) });

test('hearts from three phones reach the big screen live and decide the crowd favourite beside the winner', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  const hostContext = await browser.newContext({ viewport: PROJECTOR });
  const host = await hostContext.newPage();
  const email = await registerHost(host, { open: null });
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ photoReview: false, safetyCheck: 'off' });
  const screen = await hostContext.newPage();
  await screen.goto(`/room/${code}/screen`);
  const players: Record<string, Player> = {};
  for (const name of ['Ann', 'Bob', 'Cy']) players[name] = await joinAs(browser, code, name, PHONE);
  await api.start(code);
  const { Ann: ann, Bob: bob, Cy: cy } = players as Record<'Ann' | 'Bob' | 'Cy', Player>;
  await expectOnBoard(ann.page, code);
  await expectOnBoard(bob.page, code);
  const annLabel = await uploadIntoNextEmptyCell(ann.page);
  // Ann's and Bob's photos under different labels: the hearts below find each by its label.
  const bobLabel = await uploadIntoNextEmptyCell(bob.page, undefined, [annLabel]);
  for (const phone of [ann, bob, cy]) await phone.page.goto(`/gallery/${code}`);

  await test.step('each phone gives one heart per photo, and can take it back', async () => {
    await heartOn(bob.page, annLabel).click();
    await expect(heartOn(bob.page, annLabel)).toHaveAttribute('aria-pressed', 'true');
    await heartOn(cy.page, annLabel).click();
    await heartOn(cy.page, bobLabel).click();
    await expect(heartOn(cy.page, bobLabel)).toHaveAttribute('aria-pressed', 'true');
    // Cy changes their mind about Bob's photo; Ann loves it.
    await heartOn(cy.page, bobLabel).click();
    await expect(heartOn(cy.page, bobLabel)).toHaveAttribute('aria-pressed', 'false');
    await heartOn(ann.page, bobLabel).click();
    // Counts arrive on every phone's gallery live.
    await expect(heartOn(ann.page, annLabel)).toHaveText('♡2');
    await expectNoSeriousA11yViolations(cy.page);
    await saveScreenshot(cy.page, { path: 'docs/screens/hearts-gallery-phone.png' });
  });

  await test.step('the big screen’s wall shows the counts', async () => {
    const tile = (label: string) =>
      screen
        .getByRole('listitem')
        .filter({ has: screen.getByRole('img', { name: new RegExp(`^${label}, by `) }) });
    await expect(tile(annLabel).getByTestId('heart-count')).toContainText('2');
    await expect(tile(bobLabel).getByTestId('heart-count')).toContainText('1');
    await saveScreenshot(screen, { path: 'docs/screens/hearts-big-screen.png' });
  });

  await test.step('at the end the crowd favourite stands beside the winner', async () => {
    const token = async () => (await apiClient(request).login(email)).accessToken;
    const progress = await apiClient(request).getProgress(code, await token());
    const bobId = progress.players.find((p) => p.name === 'Bob')?.id ?? '';
    const answer = await request.post(`/api/game/${code}/winner`, {
      headers: { Authorization: `Bearer ${await token()}` },
      data: { playerId: bobId },
    });
    expect(answer.status()).toBe(200);
    const favourite = screen.getByTestId('crowd-favourite');
    await expect(favourite).toContainText('Crowd favourite');
    await expect(favourite).toContainText('Ann');
    await expect(favourite).toContainText('2 hearts');
    await expect(screen.getByRole('heading', { name: 'Winner: Bob' })).toBeVisible();
    await expect(ann.page.getByTestId('crowd-favourite')).toContainText('Ann');
    await host.goto(`/results/${code}`);
    await expect(host.getByTestId('crowd-favourite')).toContainText('2 hearts');
  });
  for (const context of [hostContext, ann.context, bob.context, cy.context]) await context.close();
});
