import { ErrorCode, type TBoard, type TDeviceClaim } from '@picture-bingo/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { callBingo, fillCells, myBingoCall, refuseBingoCall, staffOf, TOP_ROW } from '../../test/factories';
import { createStartedGame, uploadPhoto } from '../../test/play';
import {
  connected,
  createDevice,
  createPaidGame,
  joinAs,
  openSocket,
  recordEvents,
  type ClientSocket,
} from '../../test/players';
import { apiOf, createTestApp } from '../../test/test-app';

/**
 * The roles' rules for running the game, on the wire: the feed only running the game acts on (new-phone claims,
 * BINGO! answers: the control room's and the big screen's) reaches the owner's and co-hosts' sockets, never a
 * moderator's plain host socket, and a moderator can neither open the big screen nor Hide a photo from it.
 */
describe('the run room: what running the game hears, and Hide', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const api = apiOf(t);
  const sockets: ClientSocket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });
  const hostSocket = async (code: string, hostToken: string, screen = false) => {
    const socket = openSocket(address, { gameCode: code, hostToken, ...(screen ? { screen } : {}) });
    sockets.push(socket);
    const events = recordEvents(socket);
    // In the game's rooms once its snapshot came: an event sent before would not reach it.
    await events.waitFor('lobby:snapshot');
    return events;
  };
  const rename = async (code: string, token: string, playerId: string, name: string) => {
    const res = await t.request({
      method: 'PATCH',
      url: `/api/game/${code}/players/${playerId}`,
      token,
      payload: { name },
    });
    expect(res.statusCode).toBe(200);
  };

  it("a new phone's claim reaches the owner, a co-host and the big screen, never a moderator's host socket", async () => {
    const { code, token } = await createPaidGame(t);
    const pia = await joinAs(t, code, 'Pia');
    const cohost = await staffOf(t, code, token, 'cohost');
    const moderator = await staffOf(t, code, token, 'moderator');
    const owner = await hostSocket(code, token);
    const helper = await hostSocket(code, cohost);
    const screen = await hostSocket(code, cohost, true);
    const moderating = await hostSocket(code, moderator);

    const phone = await createDevice(t);
    const asked = await t.request({
      method: 'POST',
      url: `/api/game/${code}/claims`,
      headers: { 'x-device-token': phone.token },
      payload: { name: 'Pia' },
    });
    expect(asked.statusCode).toBe(201);
    const claim = asked.json<TDeviceClaim>();
    for (const runs of [owner, helper, screen]) expect(await runs.waitFor('claim:requested')).toEqual(claim);

    // The moderator's socket still hears the staff channel: a rename sent after the claim arrives, the claim never.
    await rename(code, token, pia.id, 'Pia B');
    await moderating.waitFor('player:renamed');
    expect(moderating.names()).not.toContain('claim:requested');
    // The claim stays the run room's to decide: a moderator is refused.
    const declined = await t.request({
      method: 'POST',
      url: `/api/game/${code}/claims/${claim.id}/decline`,
      token: moderator,
    });
    expect(declined.statusCode).toBe(403);
    expect(declined.json()).toMatchObject({ code: ErrorCode.ROLE_NOT_ALLOWED });
  });

  it("the answer to a BINGO! call reaches the caller and those who run the game, not a moderator's host socket", async () => {
    const { code, token, players } = await createStartedGame(
      t,
      { winCondition: 'line', photoReview: false },
      ['Maya'],
    );
    const [maya] = players;
    const moderator = await staffOf(t, code, token, 'moderator');
    const owner = await hostSocket(code, token);
    const moderating = await hostSocket(code, moderator);
    await fillCells(t, code, maya.token, TOP_ROW);
    expect((await callBingo(t, code, maya.token)).statusCode).toBeLessThan(300);
    const call = await myBingoCall(t, code, maya.token);
    if (!call) throw new Error('the call is not open');
    const refused = await refuseBingoCall(t, code, token, call.id, { reason: 'The cake is a pie' });
    expect(refused.statusCode).toBe(200);
    expect(await owner.waitFor('bingo:answered')).toMatchObject({ id: call.id, status: 'refused' });

    await rename(code, token, maya.membership.player.id, 'Maya B');
    await moderating.waitFor('player:renamed');
    expect(moderating.names()).not.toContain('bingo:answered');
  });

  it("a moderator cannot open the big screen's channel", async () => {
    const { code, token } = await createPaidGame(t);
    const moderator = await staffOf(t, code, token, 'moderator');
    const socket = openSocket(address, { gameCode: code, hostToken: moderator, screen: true });
    sockets.push(socket);
    await expect(connected(socket)).rejects.toThrow();
    // Their plain host socket (queue, review) connects.
    await hostSocket(code, moderator);
  });

  it('Hide belongs to running the game: a moderator gets 403 and the photo stays; a co-host hides it', async () => {
    const { code, token, players } = await createStartedGame(t, { photoReview: false }, ['Ned']);
    const ned = players[0];
    const nedId = ned.membership.player.id;
    const image = (await uploadPhoto(t, code, ned.token, 0)).image ?? '';
    const hide = (as: string) =>
      t.request({
        method: 'POST',
        url: `/api/game/${code}/cells/${nedId}/0/hide`,
        token: as,
        payload: { image },
      });
    const cellOnCard = async () =>
      ((await api.getBoard(code, ned.token)) as TBoard).cells.find((cell) => cell.idx === 0);

    const before = await cellOnCard();
    expect(before).toMatchObject({ image, isMarked: true });

    const byModerator = await hide(await staffOf(t, code, token, 'moderator'));
    expect(byModerator.statusCode).toBe(403);
    expect(byModerator.json()).toMatchObject({ code: ErrorCode.ROLE_NOT_ALLOWED });
    expect(await cellOnCard()).toEqual(before);

    const byCohost = await hide(await staffOf(t, code, token, 'cohost'));
    expect(byCohost.statusCode).toBe(200);
    expect(await cellOnCard()).not.toEqual(before);
  });
});
