import { setup5x5 } from '@picture-bingo/testkit';
import { expect, test } from '@playwright/test';
import { card, expectOnBoard, hostApi, joinAs } from './players';
import { createHost, expectNoSeriousA11yViolations } from './support';

/**
 * Start → card: while a joined player waits, the phone fetches the card screen's code and the card
 * (dealt at join) ahead, so when the host presses Start the card shows from what is in hand: no script and no
 * card request between the start and the card, and the card shows the started game (its clock), not the lobby.
 */
test('when the host presses Start the card shows with nothing more to load', async ({ browser, request }) => {
  const { email } = await createHost(request);
  const api = hostApi(request, email);
  const code = await api.createPaidGame({ ...setup5x5, photoReview: false, timeLimitMinutes: 30 });
  const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
  const ann = await joinAs(browser, code, 'Ann', phone);
  const page = ann.page;
  // Fetched ahead while waiting in the lobby: the card and the card screen's code.
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/board$/.test(entry.name)),
      ),
    )
    .toBe(true);
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /\/game-board-[\w-]+\.js$/.test(entry.name)),
      ),
    )
    .toBe(true);

  const afterStart: string[] = [];
  page.on('request', (r) => {
    // The photo code is fetched once the card is idle (after it shows): not on the way to the card.
    if (/\/downscale-[\w-]+\.js$/.test(r.url())) return;
    if (r.resourceType() === 'script' || /\/board$/.test(r.url())) afterStart.push(r.url());
  });
  await api.start(code);
  await expectOnBoard(page, code);
  await expect(card(page).getByRole('listitem')).toHaveCount(25);
  // The started game's clock, from the start event: the card is not the lobby's copy.
  await expect(page.getByRole('timer')).toHaveText(/^\d+:\d\d$/);
  expect(afterStart).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  await ann.context.close();
});
