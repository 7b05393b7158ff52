import { ErrorCode, type TBoard, type TDeviceClaim, type TMyBingoCall } from '@picture-bingo/shared';
import type { TCreatedInvite } from '@picture-bingo/shared/staff';
import { afterAll, describe, expect, it } from 'vitest';
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
import { apiOf, createTestApp, registerHost, type TestApp } from '../../test/test-app';

/** A new host account holding this role in the game (the owner's one-use invite, accepted). */
async function helperOf(t: TestApp, code: string, ownerToken: string, role: 'cohost' | 'moderator') {
  const helper = await registerHost(t);
  const invite = await t.request({
    method: 'POST',
    url: `/api/game/${code}/invites`,
    token: ownerToken,
    payload: { role },
  });
  const { token } = invite.json<TCreatedInvite>();
  const accepted = await t.request({
    method: 'POST',
    url: `/api/invites/${token}/accept`,
    token: helper.accessToken,
  });
  expect(accepted.statusCode).toBe(200);
  return helper.accessToken;
}

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
    const cohost = await helperOf(t, code, token, 'cohost');
    const moderator = await helperOf(t, code, token, 'moderator');
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
    const moderator = await helperOf(t, code, token, 'moderator');
    const owner = await hostSocket(code, token);
    const moderating = await hostSocket(code, moderator);
    for (const idx of [0, 1, 2]) await uploadPhoto(t, code, maya.token, idx);
    const called = await t.request({
      method: 'POST',
      url: `/api/game/${code}/bingo`,
      headers: { 'x-device-token': maya.token },
    });
    expect(called.statusCode).toBeLessThan(300);
    const mine = await t.request({
      method: 'GET',
      url: `/api/game/${code}/bingo`,
      headers: { 'x-device-token': maya.token },
    });
    const call = mine.json<TMyBingoCall>().call;
    if (!call) throw new Error('the call is not open');
    const refused = await t.request({
      method: 'POST',
      url: `/api/game/${code}/bingo-calls/${call.id}/refuse`,
      token,
      payload: { reason: 'The cake is a pie' },
    });
    expect(refused.statusCode).toBe(200);
    expect(await owner.waitFor('bingo:answered')).toMatchObject({ id: call.id, status: 'refused' });

    await rename(code, token, maya.membership.player.id, 'Maya B');
    await moderating.waitFor('player:renamed');
    expect(moderating.names()).not.toContain('bingo:answered');
  });

  it("a moderator cannot open the big screen's channel", async () => {
    const { code, token } = await createPaidGame(t);
    const moderator = await helperOf(t, code, token, 'moderator');
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

    const byModerator = await hide(await helperOf(t, code, token, 'moderator'));
    expect(byModerator.statusCode).toBe(403);
    expect(byModerator.json()).toMatchObject({ code: ErrorCode.ROLE_NOT_ALLOWED });
    expect(await cellOnCard()).toEqual(before);

    const byCohost = await hide(await helperOf(t, code, token, 'cohost'));
    expect(byCohost.statusCode).toBe(200);
    expect(await cellOnCard()).not.toEqual(before);
  });
});
