import { ERRORS, ErrorCode, type TErrorCode } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { makeJpeg, multipartBody } from '../../test/images';
import { createStartedGame, uploadRequest } from '../../test/play';
import { createDevice, createPaidGame, joinAs, joinRequest } from '../../test/players';
import { completeSetup } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

/** The answer is the code's row of the shared table: its status, its code and its message, word for word. */
function expectRefusal(res: { statusCode: number; json: () => unknown }, code: TErrorCode) {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: ERRORS[code].status,
    body: { code, message: ERRORS[code].message },
  });
}

describe('refusals answer as the shared error table says', async () => {
  const t = await createTestApp();
  const photo = async () => multipartBody(await makeJpeg());
  const hostAction = (code: string, token: string, action: 'pause' | 'resume' | 'start' | 'lock') =>
    t.request({
      method: 'POST',
      url: `/api/game/${code}/${action}`,
      token,
      ...(action === 'lock' ? { payload: { locked: true } } : {}),
    });

  it('card changes: not started, paused, time up, removed', async () => {
    const lobby = await createPaidGame(t);
    const early = await joinAs(t, lobby.code, 'Early');
    expectRefusal(
      await uploadRequest(t, lobby.code, early.token, 0, await photo()),
      ErrorCode.GAME_NOT_STARTED,
    );

    const { code, token, players } = await createStartedGame(t, {}, ['Ann', 'Ben']);
    expectRefusal(await hostAction(code, token, 'resume'), ErrorCode.NOT_PAUSED);
    expectRefusal(await hostAction(code, token, 'start'), ErrorCode.ALREADY_STARTED);
    await hostAction(code, token, 'pause');
    expectRefusal(await hostAction(code, token, 'pause'), ErrorCode.ALREADY_PAUSED);
    expectRefusal(await uploadRequest(t, code, players[0].token, 0, await photo()), ErrorCode.GAME_PAUSED);
    await hostAction(code, token, 'resume');

    await t.request({
      method: 'DELETE',
      url: `/api/game/${code}/players/${players[1].membership.player.id}`,
      token,
    });
    expectRefusal(
      await uploadRequest(t, code, players[1].token, 0, await photo()),
      ErrorCode.REMOVED_FROM_GAME,
    );

    const pastEnd = new Date(Date.now() - 1000).toISOString();
    await t.ctx.db.updateTable('games').set({ ends_at: pastEnd }).where('code', '=', code).execute();
    expectRefusal(await uploadRequest(t, code, players[0].token, 1, await photo()), ErrorCode.TIME_UP);
    const late = await createDevice(t);
    expectRefusal(await joinRequest(t, code, late.token, 'Late'), ErrorCode.GAME_ENDED);
  });

  it('joining: name taken, room locked, full, closed after the start', async () => {
    const { code, token } = await createPaidGame(t, { ...completeSetup, maxPlayer: 2 });
    await joinAs(t, code, 'Sam');
    expectRefusal(await joinRequest(t, code, (await createDevice(t)).token, 'sam'), ErrorCode.NAME_TAKEN);
    await hostAction(code, token, 'lock');
    expectRefusal(await joinRequest(t, code, (await createDevice(t)).token, 'Kim'), ErrorCode.ROOM_LOCKED);
    await t.request({ method: 'POST', url: `/api/game/${code}/lock`, token, payload: { locked: false } });
    await joinAs(t, code, 'Kim');
    expectRefusal(await joinRequest(t, code, (await createDevice(t)).token, 'Lou'), ErrorCode.GAME_FULL);

    const closed = await createStartedGame(t, { joinAfterStart: false }, ['Ann']);
    const device = await createDevice(t);
    expectRefusal(await joinRequest(t, closed.code, device.token, 'Newcomer'), ErrorCode.JOIN_CLOSED);
  });
});
