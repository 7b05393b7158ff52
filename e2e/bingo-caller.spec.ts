import { expect, test } from '@playwright/test';
import { card, expectOnBoard, hostApi, joinAs, uploadIntoNextEmptyCell } from './players';
import { createHost, expectNoSeriousA11yViolations, hostHeaders, PHONE, saveScreenshot } from './support';

const SHOTS = 'docs/screens';

test('BINGO! for the caller: "Not yet — keep going" when refused, waiting for the host over their card, then "You won!"', async ({
  browser,
  request,
}) => {
  const { email } = await createHost(request);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ photoReview: true, winCondition: 'line', timeLimitMinutes: 30 });
  const ann = await joinAs(browser, code, 'Ann', PHONE);
  const bob = await joinAs(browser, code, 'Bob', PHONE);
  await api.start(code);
  await expectOnBoard(ann.page, code);
  await expectOnBoard(bob.page, code);
  const post = async (path: string, data?: object) =>
    request.post(`/api/game/${code}/${path}`, { headers: await hostHeaders(request, email), data });

  for (let i = 0; i < 3; i++) await uploadIntoNextEmptyCell(ann.page);
  await uploadIntoNextEmptyCell(bob.page);
  // The host approves two photos of Ann's top row while playing, the third while paused.
  expect(await api.approve(code, (photo) => photo.playerName === 'Ann' && photo.idx < 2)).toBe(2);
  const bingo = ann.page.getByRole('button', { name: 'BINGO!' });

  await test.step('a refused claim is a kind "Not yet — keep going" with the reason and the way back', async () => {
    expect((await post('pause')).status()).toBe(200);
    await expect(ann.page.getByRole('timer')).toHaveText('Paused');
    expect(await api.approve(code, (photo) => photo.playerName === 'Ann' && photo.idx === 2)).toBe(1);
    await expect(bingo).toBeEnabled();
    await bingo.click();
    const notYet = ann.page.getByRole('dialog', { name: 'Not yet — keep going' });
    await expect(notYet).toContainText('The game is paused: call BINGO! when the host resumes it');
    await expectNoSeriousA11yViolations(ann.page);
    await saveScreenshot(ann.page, { path: `${SHOTS}/bingo-01-not-yet-phone.png` });
    await notYet.getByRole('button', { name: 'Back to my card' }).click();
    await expect(notYet).toBeHidden();
    await expect(card(ann.page)).toBeVisible();
    expect((await post('resume')).status()).toBe(200);
  });

  await test.step('BINGO! opens the gallery on the caller’s moment: waiting for the host, over their card', async () => {
    await bingo.click();
    await expect(ann.page).toHaveURL(new RegExp(`/gallery/${code}$`));
    const moment = ann.page.getByRole('dialog', { name: 'BINGO!' });
    await expect(moment).toContainText('Waiting for Ada to confirm…');
    const yourCard = moment.getByRole('list', { name: 'Your card' });
    await expect(yourCard.getByRole('listitem')).toHaveCount(9);
    await expect(yourCard.getByText('(on the winning line)')).toHaveCount(3);
    await expectNoSeriousA11yViolations(ann.page);
    await saveScreenshot(ann.page, { path: `${SHOTS}/bingo-02-waiting-phone.png` });
  });

  await test.step('the host confirms: the moment turns into "You won!" with confetti, none with reduced motion', async () => {
    const players = (await (
      await request.get(`/api/game/${code}/players`, { headers: await hostHeaders(request, email) })
    ).json()) as { id: string; name: string }[];
    const won = await post('winner', { playerId: players.find((p) => p.name === 'Ann')?.id });
    expect(won.status()).toBe(200);
    const celebration = ann.page.getByRole('dialog', { name: 'You won!' });
    await expect(celebration).toBeVisible();
    await expect(ann.page.getByTestId('confetti')).toBeVisible();
    await saveScreenshot(ann.page, { path: `${SHOTS}/bingo-03-you-won-phone.png` });
    await ann.page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(ann.page.getByTestId('confetti')).toBeHidden();
    await expectNoSeriousA11yViolations(ann.page);
    await celebration.getByRole('button', { name: 'See the photos' }).click();
    await expect(ann.page.getByText('You won!', { exact: true })).toBeVisible();
  });

  await test.step('after the game: the win worded by its rule, a podium, and no BINGO! on any phone', async () => {
    await expect(bob.page.getByRole('heading', { name: 'Winner: Ann' })).toBeVisible();
    await expect(bob.page.getByText('Congratulations! Ann got the first line!')).toBeVisible();
    const podium = bob.page.getByRole('list', { name: 'Podium' }).getByRole('listitem');
    // Two players: second and first stand on the podium (first in the middle, the third step empty).
    await expect(podium).toHaveCount(2);
    await expect(podium.nth(0)).toContainText('Bob');
    await expect(podium.nth(1)).toContainText('Ann');
    await expect(bob.page.getByRole('button', { name: 'BINGO!' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(bob.page);
    await saveScreenshot(bob.page, { path: `${SHOTS}/bingo-04-podium-phone.png`, fullPage: true });
    await ann.page.goto(`/game-board/${code}`);
    await expect(ann.page.getByText('You won!', { exact: true })).toBeVisible();
    await expect(ann.page.getByRole('button', { name: 'BINGO!' })).toHaveCount(0);
  });

  for (const context of [ann.context, bob.context]) await context.close();
});
