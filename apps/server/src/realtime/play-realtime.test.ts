import { afterEach, describe, expect, it } from 'vitest';
import { createStartedGame, PHOTO_CELLS_3X3, uploadPhoto } from '../../test/play';
import { connected, openSocket, recordEvents, type ClientSocket } from '../../test/players';
import { createTestApp } from '../../test/test-app';
import { findGameById } from '../db/repositories/games.repo';

describe('realtime while playing', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  const hostSocket = async (code: string, token: string) => {
    const socket = openSocket(address, { gameCode: code, hostToken: token });
    sockets.push(socket);
    const rec = recordEvents(socket);
    await connected(socket);
    await rec.waitFor('lobby:snapshot');
    return rec;
  };

  it('the host gets cell:updated for every upload, then player:completed when a card is full', async () => {
    const { code, token, players } = await createStartedGame(t);
    const me = players[0].membership.player.id;
    const host = await hostSocket(code, token);
    const cell = await uploadPhoto(t, code, players[0].token, 0);
    expect(await host.waitFor('cell:updated')).toEqual({ playerId: me, cell, markedCount: 1 });
    for (const idx of PHOTO_CELLS_3X3.slice(1)) await uploadPhoto(t, code, players[0].token, idx);
    expect((await host.waitFor('cell:updated', 8)).markedCount).toBe(8);
    expect(await host.waitFor('player:completed')).toEqual({
      playerId: me,
      completedAt: expect.any(String),
      first: true,
    });
  });

  it('a rejection reaches the room with rejected: true', async () => {
    const { code, token, players } = await createStartedGame(t, { photoReview: true });
    const me = players[0].membership.player.id;
    const host = await hostSocket(code, token);
    const { image } = await uploadPhoto(t, code, players[0].token, 3);
    expect((await host.waitFor('cell:updated')).markedCount).toBe(0);
    await t.request({
      method: 'POST',
      url: `/api/game/${code}/cells/${me}/3/review`,
      token,
      payload: { decision: 'reject', image },
    });
    expect(await host.waitFor('cell:updated', 2)).toMatchObject({
      playerId: me,
      rejected: true,
      cell: { idx: 3, image: null, isMarked: false },
    });
  });

  it('when the time limit runs out the server announces the game finished', async () => {
    const { code, token } = await createStartedGame(t);
    const host = await hostSocket(code, token);
    await t.ctx.db
      .updateTable('games')
      .set({ ends_at: new Date(Date.now() + 200).toISOString() })
      .where('code', '=', code)
      .execute();
    const row = await t.ctx.db
      .selectFrom('games')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    const game = await findGameById(t.ctx.db, row.id);
    if (!game) throw new Error('game missing');
    // What a restart or a resume does: the timer is armed from the stored ends_at.
    t.ctx.timers.schedule(game);
    t.ctx.timers.schedule(game);
    expect(await host.waitFor('game:updated')).toMatchObject({ gameCode: code, phase: 'finished' });
    // Re-arming twice left one timer: a single announcement.
    expect(host.names().filter((n) => n === 'game:updated')).toHaveLength(1);
  });

  it('pause, resume and end are announced to the room', async () => {
    const { code, token } = await createStartedGame(t);
    const host = await hostSocket(code, token);
    await t.request({ method: 'POST', url: `/api/game/${code}/pause`, token });
    expect(await host.waitFor('game:updated')).toMatchObject({ status: 'PAUSED' });
    await t.request({ method: 'POST', url: `/api/game/${code}/resume`, token });
    expect(await host.waitFor('game:updated', 2)).toMatchObject({ status: 'ACTIVE', phase: 'playing' });
    await t.request({ method: 'POST', url: `/api/game/${code}/end`, token });
    expect(await host.waitFor('game:updated', 3)).toMatchObject({ status: 'ACTIVE', phase: 'finished' });
  });
});
