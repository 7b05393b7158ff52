import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { RETENTION_LOCK_KEY, runRetention } from '../../src/services/retention/run-retention';
import { createStartedGame, uploadPhoto } from '../play';
import { createSecondNode, createTestApp, testDbKind, type TestApp } from '../test-app';
import { gameKeys, keyOf, localMedia, s3Media, type MediaProbe } from './helpers';

const DAY = 86_400_000;

const stores: [string, () => Promise<MediaProbe>][] = [
  ['local media', async () => localMedia],
  ['s3 (s3rver)', s3Media],
];

describe.each(stores)('photo retention (%s)', async (_name, probe) => {
  const media = await probe();
  const t = await createTestApp({ ...media.env, RETENTION_SWEEP_MINUTES: '0', PHOTO_RETENTION_DAYS: '30' });
  // A second node on the same database (and the same bucket or folder), running the same job.
  const node2: TestApp = await createSecondNode(t);

  /** A game with photos that ended `daysAgo` days ago (completed, or cancelled after the photos were taken). */
  async function endedGame(daysAgo: number, status: 'COMPLETED' | 'CANCELLED' = 'COMPLETED') {
    const game = await createStartedGame(t, {}, ['Pia', 'Ole']);
    await uploadPhoto(t, game.code, game.players[0].token, 0);
    await uploadPhoto(t, game.code, game.players[1].token, 1);
    // Ended by hand at a date in the past (the services would stamp now); cancelling through the API would
    // delete the photos at once, so a cancelled game with photos is only ever an old row like this one.
    await t.ctx.db
      .updateTable('games')
      .set({ status, phase: 'finished', completed_at: new Date(Date.now() - daysAgo * DAY).toISOString() })
      .where('id', '=', game.game.uid)
      .execute();
    return { ...game, keys: await gameKeys(t, game.game.uid) };
  }

  it('deletes exactly the photos that are due, once, with two nodes running the job at the same time', async () => {
    const due = [await endedGame(31), await endedGame(45, 'CANCELLED'), await endedGame(400)];
    const kept = [await endedGame(29), await endedGame(0)];
    const running = await createStartedGame(t);
    await uploadPhoto(t, running.code, running.players[0].token, 0);
    const runningKeys = await gameKeys(t, running.game.uid);
    for (const game of [...due, ...kept]) expect(game.keys).toHaveLength(4);

    // Both nodes start the job together, several times over.
    const runs = await Promise.all([
      runRetention(t.ctx),
      runRetention(node2.ctx),
      runRetention(t.ctx),
      runRetention(node2.ctx),
    ]);
    const finished = runs.filter((run) => run !== null);
    expect(finished.length).toBeGreaterThanOrEqual(1);
    if (testDbKind === 'sqlite') expect(runs.filter((run) => run === null).length).toBeGreaterThanOrEqual(1);
    // Each due game counted by exactly one run; no file deleted twice in the count.
    expect(finished.reduce((sum, run) => sum + run.games, 0)).toBe(due.length);
    expect(finished.reduce((sum, run) => sum + run.files, 0)).toBe(due.length * 4);

    for (const game of due) {
      for (const key of game.keys) expect(media.exists(t, key)).toBe(false);
      expect(await gameKeys(t, game.game.uid)).toEqual([]);
      // Cells keep their rows and marks; the game says when its photos went.
      const cells = await t.ctx.db
        .selectFrom('cells')
        .innerJoin('players', 'players.id', 'cells.player_id')
        .select(['cells.idx', 'cells.is_marked'])
        .where('players.game_id', '=', game.game.uid)
        .where('players.name', '=', 'Pia')
        .where('cells.idx', '=', 0)
        .execute();
      expect(cells).toEqual([{ idx: 0, is_marked: 1 }]);
      const row = await t.ctx.db
        .selectFrom('games')
        .select('photos_deleted_at')
        .where('id', '=', game.game.uid)
        .executeTakeFirstOrThrow();
      expect(row.photos_deleted_at).not.toBeNull();
      // The results still load, without the photos.
      const gallery = await t.request({
        method: 'GET',
        url: `/api/game/${game.code}/gallery`,
        token: game.token,
      });
      expect(gallery.statusCode).toBe(200);
      expect(gallery.body).not.toContain('/media/');
    }
    for (const game of kept) {
      expect(await gameKeys(t, game.game.uid)).toEqual(game.keys);
      for (const key of game.keys) expect(media.exists(t, key)).toBe(true);
    }
    for (const key of runningKeys) expect(media.exists(t, key)).toBe(true);
    expect(await t.ctx.db.selectFrom('media_deletions').select('key').execute()).toEqual([]);

    // Nothing is due any more: later runs delete nothing.
    expect(await runRetention(node2.ctx)).toEqual({ games: 0, removedPlayers: 0, files: 0, orphans: 0 });

    // The next day one more game is due.
    const tomorrow = new Date(Date.now() + 1.5 * DAY);
    expect(await runRetention(t.ctx, tomorrow)).toEqual({
      games: 1,
      removedPlayers: 0,
      files: 4,
      orphans: 0,
    });
    for (const key of kept[0]!.keys) expect(media.exists(t, key)).toBe(false);
  });

  it('deletes what a crash left in the store once an hour old: never a file a cell names or a queued one', async () => {
    const game = await createStartedGame(t, {}, ['Pia', 'Ole']);
    const [pia, ole] = game.players;
    const piaCell = await uploadPhoto(t, game.code, pia.token, 0);
    const oleCell = await uploadPhoto(t, game.code, ole.token, 0);
    // Ole is removed: his photos are withheld, kept for an undo.
    const oleUrl = `/api/game/${game.code}/players/${ole.membership.player.id}`;
    expect((await t.request({ method: 'DELETE', url: oleUrl, token: game.token })).statusCode).toBe(204);
    // A file of an upload whose transaction never committed (the process was killed), and one queued for a
    // deletion that is not due yet (a window that keeps a file for a moment queues it so).
    const orphan = 'orphanAAAAAAAAAAAAAAAA.webp';
    const queued = 'queuedAAAAAAAAAAAAAAAA.webp';
    for (const key of [orphan, queued]) await t.ctx.media.put(key, Buffer.from('webp'), 'image/webp');
    const inAnHour = new Date(Date.now() + 2 * 60 * 60_000);
    await t.ctx.db
      .insertInto('media_deletions')
      .values({ key: queued, created_at: new Date(inAnHour.getTime() + 60_000).toISOString() })
      .execute();
    // A partial write (local folder only: S3 writes are whole or nothing).
    const partial = path.join(t.ctx.config.dataDir, 'media', '.tmp-0123456789abcdef');
    if (t.ctx.media.name === 'local') fs.writeFileSync(partial, 'half a photo');

    // Now: everything is younger than an hour, so it may be an upload in flight.
    expect(await runRetention(t.ctx)).toEqual({ games: 0, removedPlayers: 0, files: 0, orphans: 0 });
    expect(media.exists(t, orphan)).toBe(true);

    // Two hours on: the orphan and the partial write go; what a cell names or the queue holds stays.
    const run = await runRetention(t.ctx, inAnHour);
    expect(run).toEqual({
      games: 0,
      removedPlayers: 0,
      files: 0,
      orphans: t.ctx.media.name === 'local' ? 2 : 1,
    });
    expect(media.exists(t, orphan)).toBe(false);
    expect(fs.existsSync(partial)).toBe(false);
    expect(media.exists(t, queued)).toBe(true);
    for (const url of [piaCell.image, piaCell.thumb, oleCell.image, oleCell.thumb]) {
      expect(media.exists(t, keyOf(url))).toBe(true);
    }
    // Undo: Ole's photos are served again.
    const undo = await t.request({ method: 'POST', url: `${oleUrl}/restore`, token: game.token });
    expect(undo.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: oleCell.image ?? '' })).statusCode).toBe(200);
    await t.ctx.db.deleteFrom('media_deletions').where('key', '=', queued).execute();
    await t.ctx.media.delete(queued);
  });

  it('a run skips while another holds the lock (PostgreSQL: advisory lock; SQLite, one node: in-process flag)', async () => {
    const game = await endedGame(60);
    if (testDbKind === 'postgres') {
      // Another node's run, as PostgreSQL sees it: a session holding the advisory lock.
      const skipped = await t.ctx.db.connection().execute(async (conn) => {
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_lock(${RETENTION_LOCK_KEY}) as locked`.execute(conn);
        expect(rows[0]?.locked).toBe(true);
        try {
          return await runRetention(node2.ctx);
        } finally {
          await sql`select pg_advisory_unlock(${RETENTION_LOCK_KEY})`.execute(conn);
        }
      });
      expect(skipped).toBeNull();
      expect(await gameKeys(t, game.game.uid)).toEqual(game.keys);
      expect(await runRetention(node2.ctx)).toEqual({ games: 1, removedPlayers: 0, files: 4, orphans: 0 });
    } else {
      const [first, second] = await Promise.all([runRetention(t.ctx), runRetention(node2.ctx)]);
      expect(first).toEqual({ games: 1, removedPlayers: 0, files: 4, orphans: 0 });
      expect(second).toBeNull();
    }
    expect(await gameKeys(t, game.game.uid)).toEqual([]);
    for (const key of game.keys) expect(media.exists(t, key)).toBe(false);
  });
});
