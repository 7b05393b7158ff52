import { expect, test, type WebSocket } from '@playwright/test';
import { createHost, createPaidGame, expectNoSeriousA11yViolations, PHONE } from './support';

/**
 * Name → lobby: the lobby's live connection opens while the guest types a name, so sending it only asks
 * for the game's channel on a connection that is already open (no WebSocket handshake after the join). The
 * channel itself (the guest's credentials) is asked for only once the join is answered.
 */
test('the lobby connection opens while the name is typed, the lobby uses it, and a reload draws the lobby at once', async ({
  browser,
  request,
}) => {
  const { email } = await createHost(request);
  const code = await createPaidGame(request, email);

  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const sockets: WebSocket[] = [];
  const sent: string[] = [];
  page.on('websocket', (socket) => {
    sockets.push(socket);
    socket.on('framesent', ({ payload }) => sent.push(String(payload)));
  });

  await page.goto(`/join/${code}`);
  await expect(page).toHaveURL(new RegExp(`/room/${code}/player-name$`));
  // Nothing typed: no connection.
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  expect(sockets).toHaveLength(0);

  await page.getByLabel('Player Name').fill('Ann');
  await expect.poll(() => sockets.length).toBe(1);
  // Open, but the game's channel is not asked for before the name is sent (a Socket.IO CONNECT is "40…").
  expect(sent.filter((frame) => frame.startsWith('40'))).toEqual([]);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/room/${code}$`));
  const players = page.getByRole('region', { name: 'Players' }).getByRole('listitem');
  await expect(players).toHaveCount(1);
  await expect(players).toContainText('Ann');
  // One connection all along: the one opened while the name was typed carries the lobby's channel.
  expect(sockets).toHaveLength(1);
  expect(sent.filter((frame) => frame.startsWith('40'))).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);

  // Reloaded, the lobby is drawn as the lobby: its first render waits for the answers it needs (a second at
  // most), so no page spinner ("Starting your player session", "Loading game") is drawn first.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { spinners: string[] }).spinners = seen;
    new MutationObserver(() => {
      document
        .querySelectorAll('[role="status"]')
        .forEach((spinner) => seen.push(spinner.getAttribute('aria-label') ?? spinner.textContent ?? ''));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.reload();
  await expect(players).toContainText('Ann');
  // (The player list's own "Loading players" waits for the live channel's snapshot, which comes after.)
  const spinners = await page.evaluate(() => (window as unknown as { spinners: string[] }).spinners);
  expect(spinners.filter((label) => /Loading game|player session/.test(label))).toEqual([]);
  expect(spinners).toContain('Loading players');

  await context.close();
});
