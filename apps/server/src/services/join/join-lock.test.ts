import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deleteGameRow } from '../../db/repositories/deletions.repo';
import { findOpenGameByCode, lockGame, lockGameToDelete, updateGame } from '../../db/repositories/games.repo';
import { markPlayersPlaying } from '../../db/repositories/players.repo';
import { completeSetup } from '../../../test/factories';
import { createDevice, createPaidGame, joinAs, joinRequest } from '../../../test/players';
import { createTestApp } from '../../../test/test-app';

/**
 * PostgreSQL only (vitest.config.ts): a join writes its player's rows, then waits for the game's row lock
 * (join-game.ts). These tests hold that lock themselves and queue the other writers in a chosen order, watching
 * pg_stat_activity, so each race happens every run instead of by chance.
 */
describe('joins write their rows before the game lock (PostgreSQL)', async () => {
  const t = await createTestApp();
  const db = t.ctx.db;

  /** Resolves once `n` sessions of this database wait for a lock. */
  async function waitersAtLeast(n: number) {
    for (let i = 0; i < 500; i++) {
      const { rows } = await sql<{ n: string }>`
        select count(*) as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`.execute(db);
      if (Number(rows[0]?.n) >= n) return;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`fewer than ${n} sessions waited for a lock`);
  }

  /** Takes the game's lock in a transaction of its own and keeps it until release() is called. */
  async function holdGameLock(gameId: string) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const done = db.transaction().execute(async (trx) => {
      await lockGame(trx, 'postgres', gameId);
      locked();
      await released;
    });
    await isLocked;
    return async () => {
      release();
      await done;
    };
  }

  const gameIdOf = async (code: string) => (await findOpenGameByCode(db, code))!.id;
  /** The game's players as stored, in joining order (removed ones too). */
  const players = async (code: string) =>
    db
      .selectFrom('players')
      .innerJoin('games', 'games.id', 'players.game_id')
      .select(['players.name', 'players.status'])
      .where('games.code', '=', code)
      .orderBy('players.joined_at')
      .execute();

  it('a join that wrote its row before the start and takes the lock after it plays', async () => {
    const { code } = await createPaidGame(t);
    await joinAs(t, code, 'Ann');
    const late = await createDevice(t);
    const gameId = await gameIdOf(code);

    // This transaction is the start (moves/start.ts's writes) holding the lock while the join writes its
    // "waiting" row and queues for the lock; the start's update of waiting players cannot see that row.
    let joined!: ReturnType<typeof joinRequest>;
    await db.transaction().execute(async (trx) => {
      await lockGame(trx, 'postgres', gameId);
      joined = joinRequest(t, code, late.token, 'Late');
      await waitersAtLeast(1);
      const at = new Date();
      await updateGame(trx, gameId, {
        phase: 'playing',
        started_at: at.toISOString(),
        ends_at: new Date(at.getTime() + 30 * 60_000).toISOString(),
      });
      await markPlayersPlaying(trx, gameId, at.toISOString());
    });

    const res = await joined;
    expect(res.statusCode).toBe(200);
    expect(res.json().player.status).toBe('playing');
    expect(res.json().game.playerCount).toBe(2);
    expect((await players(code)).map((p) => [p.name, p.status])).toEqual([
      ['Ann', 'playing'],
      ['Late', 'playing'],
    ]);
  });

  it('joins racing the real start: every player of the started game plays', async () => {
    const { code, token } = await createPaidGame(t);
    await joinAs(t, code, 'Ann');
    const devices = await Promise.all(Array.from({ length: 16 }, () => createDevice(t)));
    const joins = devices.map((d, i) => joinRequest(t, code, d.token, `P${i}`));
    const started = await t.request({ method: 'POST', url: `/api/game/${code}/start`, token });
    expect(started.statusCode).toBe(200);
    expect((await Promise.all(joins)).map((r) => r.statusCode)).toEqual(Array(16).fill(200));
    const stored = await players(code);
    expect(stored).toHaveLength(17);
    expect(stored.filter((p) => p.status !== 'playing')).toEqual([]);
  });

  it('a rename waiting for a joining name deadlocks with the join; the side PostgreSQL aborts runs again', async () => {
    const { code, token } = await createPaidGame(t);
    const bo = await joinAs(t, code, 'Bo');
    const device = await createDevice(t);
    const release = await holdGameLock(await gameIdOf(code));

    // The rename queues for the lock; the join writes "Winner" and queues behind it. Released, the rename takes
    // the lock and waits for the join's row, which waits for the lock: a deadlock PostgreSQL breaks.
    const renamed = t.request({
      method: 'PATCH',
      url: `/api/game/${code}/players/${bo.membership.player.id}`,
      token,
      payload: { name: 'Winner' },
    });
    await waitersAtLeast(1);
    const joined = joinRequest(t, code, device.token, 'winner');
    await waitersAtLeast(2);
    await release();

    const statuses = [(await renamed).statusCode, (await joined).statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    // The join lost (Bo is Winner) or the rename did (Bo stays, a new Winner joined): one Winner either way.
    const names = (await players(code)).map((p) => p.name.toLowerCase());
    expect(names.filter((n) => n === 'winner')).toHaveLength(1);
  });

  it('a full game: a join that wrote its row is refused under the lock, and its rows are gone', async () => {
    const { code } = await createPaidGame(t, { ...completeSetup, maxPlayer: 2 });
    await joinAs(t, code, 'Ann');
    const [b, c, d] = await Promise.all([createDevice(t), createDevice(t), createDevice(t)]);
    const release = await holdGameLock(await gameIdOf(code));
    // The first batch of joins writes its rows and waits for the lock; the others form the next batch.
    const joins = [
      joinRequest(t, code, b.token, 'Bea'),
      joinRequest(t, code, c.token, 'Cy'),
      joinRequest(t, code, d.token, 'Dee'),
    ];
    await waitersAtLeast(1);
    await release();

    const results = await Promise.all(joins);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toBe('This game is full');
    }
    expect(await players(code)).toHaveLength(2);
    const { rows } = await sql<{ n: string }>`
      select count(*) as n from cells join players on players.id = cells.player_id
      join games on games.id = players.game_id where games.code = ${code}`.execute(db);
    expect(Number(rows[0]?.n)).toBe(2 * 9);
  });

  it('a join into a game being deleted (an account deletion): 404, nothing written', async () => {
    const { code } = await createPaidGame(t);
    const device = await createDevice(t);
    const gameId = await gameIdOf(code);
    let joined!: ReturnType<typeof joinRequest>;
    await db.transaction().execute(async (trx) => {
      await lockGameToDelete(trx, 'postgres', gameId);
      joined = joinRequest(t, code, device.token, 'Late');
      // The join's foreign key check waits for the deletion.
      await waitersAtLeast(1);
      await deleteGameRow(trx, gameId);
    });
    const res = await joined;
    expect(res.statusCode).toBe(404);
    expect(await players(code)).toEqual([]);
  });
});
