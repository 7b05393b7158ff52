import {
  PHONE_COUNT_MS,
  PHONE_COUNT_WRITES_PER_SECOND,
  type TCell,
  type TCellUpdate,
} from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { createStartedGame, uploadPhoto } from '../../test/play';
import { socketPool } from '../../test/players';
import { createTestApp } from '../../test/test-app';
import { findOpenGameByCode } from '../db/repositories/games.repo';
import { phoneCountDelay } from './frames';
import { publishCellUpdated, publishPlayerCompleted } from './publish';

/**
 * Phones get what they show (docs/decisions/009-phones-get-what-they-show.md), on the test app's real Socket.IO
 * server and database (SQLite, and PostgreSQL in the server-postgres project).
 */
describe('phones get what they show; watching screens get batched frames', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { listen } = socketPool(address);

  it('a phone gets its own cells at once and nobody else’s; host and watchers get a frame', async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Pia', 'Max', 'Lou']);
    const [pia, max, lou] = players;
    const piaPhone = await listen({ gameCode: code, deviceToken: pia.token });
    const maxPhone = await listen({ gameCode: code, deviceToken: max.token });
    const louGallery = await listen({ gameCode: code, deviceToken: lou.token, watch: true });
    const host = await listen({ gameCode: code, hostToken: token });

    const cell = await uploadPhoto(t, code, pia.token, 0);
    const own = { playerId: pia.membership.player.id, cell, markedCount: 1 };
    // The uploader's phone: a single cell:updated, not a frame.
    expect(await piaPhone.waitFor('cell:updated')).toEqual(own);
    // The host and the gallery viewer: a cells:updated frame.
    expect(await host.waitFor('cell:updated')).toEqual(own);
    expect(await louGallery.waitFor('cell:updated')).toEqual(own);
    expect(host.frames.map((f) => f.event)).toEqual(['cells:updated']);
    expect(louGallery.frames.map((f) => f.event)).toEqual(['cells:updated']);
    expect(piaPhone.frames).toEqual([]);

    // Max's own upload reaches Max; Pia's never did. A game event after it still reaches every phone.
    await uploadPhoto(t, code, max.token, 1);
    expect((await maxPhone.waitFor('cell:updated')).playerId).toBe(max.membership.player.id);
    const game = (await findOpenGameByCode(t.ctx.db, code))!;
    publishPlayerCompleted(t.ctx, game.id, {
      playerId: max.membership.player.id,
      completedAt: new Date().toISOString(),
      first: true,
    });
    await maxPhone.waitFor('player:completed');
    await piaPhone.waitFor('player:completed');
    expect(maxPhone.events.filter((e) => e.event === 'cell:updated')).toHaveLength(1);
    expect(piaPhone.events.filter((e) => e.event === 'cell:updated')).toHaveLength(1);
    expect(
      piaPhone.events.some(
        (e) => e.event === 'cell:updated' && (e.payload as TCellUpdate).playerId !== pia.membership.player.id,
      ),
    ).toBe(false);
  });

  it('a frame keeps each cell’s last state, in order, and goes out before a later game event', async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Pia', 'Max']);
    const [pia, max] = players;
    const host = await listen({ gameCode: code, hostToken: token });
    const watcher = await listen({ gameCode: code, deviceToken: max.token, watch: true });
    const game = (await findOpenGameByCode(t.ctx.db, code))!;
    const playerId = pia.membership.player.id;
    const cellOf = (idx: number, image: string | null): TCell => ({
      idx,
      value: `cell ${idx}`,
      isMarked: image !== null,
      image,
      thumb: image,
      isFreeSpace: false,
      updatedAt: new Date().toISOString(),
    });
    // Within one frame: cell 0 twice, then cell 2, then cell 0 again (its last state wins and moves last).
    publishCellUpdated(t.ctx, game.id, { playerId, cell: cellOf(0, '/a.webp'), markedCount: 1 });
    publishCellUpdated(t.ctx, game.id, { playerId, cell: cellOf(0, '/b.webp'), markedCount: 1 });
    publishCellUpdated(t.ctx, game.id, { playerId, cell: cellOf(2, '/c.webp'), markedCount: 2 });
    publishCellUpdated(t.ctx, game.id, { playerId, cell: cellOf(0, null), markedCount: 1, rejected: true });
    // A later event of the game flushes the frame first.
    publishPlayerCompleted(t.ctx, game.id, { playerId, completedAt: new Date().toISOString(), first: true });
    await host.waitFor('player:completed');
    await watcher.waitFor('player:completed');
    expect(host.frames).toHaveLength(1);
    expect(
      host.frames[0].payload.map((u) => [(u as TCellUpdate).cell.idx, (u as TCellUpdate).markedCount]),
    ).toEqual([
      [2, 2],
      [0, 1],
    ]);
    expect((host.frames[0].payload[1] as TCellUpdate).rejected).toBe(true);
    expect(host.names().filter((n) => n !== 'lobby:snapshot' && n !== 'player:presence')).toEqual([
      'cell:updated',
      'cell:updated',
      'player:completed',
    ]);
    // The watcher's copy is the gallery's: no rejection flag.
    expect(watcher.frames).toHaveLength(1);
    expect((watcher.frames[0].payload[1] as TCellUpdate).rejected).toBeUndefined();
    expect(watcher.names().slice(1)).toEqual(['cell:updated', 'cell:updated', 'player:completed']);
  });

  it('joins come batched: many joins, few frames, every player once', async () => {
    const { code, token, players } = await createStartedGame(t, { maxPlayer: 40 }, ['Pia']);
    const host = await listen({ gameCode: code, hostToken: token });
    const phone = await listen({ gameCode: code, deviceToken: players[0].token });
    const names = Array.from({ length: 20 }, (_, i) => `Guest ${i}`);
    const { joinAs } = await import('../../test/players');
    await Promise.all(names.map((name) => joinAs(t, code, name)));
    for (const rec of [host, phone]) {
      const last = await rec.waitFor('player:joined', 1, 5000, (p) => p.name === 'Guest 19');
      expect(last.name).toBe('Guest 19');
      await Promise.all(names.map((name) => rec.waitFor('player:joined', 1, 5000, (p) => p.name === name)));
      expect(rec.frames.length).toBeLessThan(names.length);
      expect(
        new Set(
          rec.events.filter((e) => e.event === 'player:joined').map((e) => (e.payload as { id: string }).id),
        ).size,
      ).toBe(rec.events.filter((e) => e.event === 'player:joined').length);
    }
  });

  it("the phones' count waits longer as the game's players outgrow its write budget", () => {
    expect(phoneCountDelay(0)).toBe(PHONE_COUNT_MS);
    expect(phoneCountDelay(PHONE_COUNT_WRITES_PER_SECOND)).toBe(PHONE_COUNT_MS);
    // Five times the budget of players: a count every 5 s.
    expect(phoneCountDelay(5 * PHONE_COUNT_WRITES_PER_SECOND)).toBe(5 * PHONE_COUNT_MS);
  });
});
