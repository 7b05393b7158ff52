import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mapLimit } from '@picture-bingo/testkit';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { createDb } from '../../src/db/kysely';
import { completeSetup } from '../factories';
import { startPrivateRedis, startServer, type PrivateRedis, type ServerProcess } from '../processes';
import { client, createPaidGame, rawCall } from '../remote';
import { createPostgresDatabase } from '../test-app';

/**
 * Two nodes on one PostgreSQL and Redis take a flood of joins into one game, and one node is killed (SIGKILL)
 * in the middle of it. Each guest either joined once or was cut off and tries again on the other node, as the
 * web app does: in the end every guest holds exactly one place (the same player whether their first try had
 * committed or not), no more players than the game's maximum, no name twice, every card whole, and the
 * game's count right.
 */

type Answer = { status: number; body: string } | { cut: string };

describe('a node killed in the middle of a join flood (PostgreSQL + Redis)', () => {
  const tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-join-kill-'));
  const servers: ServerProcess[] = [];
  let dropDb: (() => Promise<void>) | null = null;
  let databaseUrl = '';
  let privateRedis: PrivateRedis | null = null;

  beforeAll(async () => {
    privateRedis = process.env.TEST_REDIS_URL ? null : await startPrivateRedis();
    const pgDb = await createPostgresDatabase();
    dropDb = pgDb.drop;
    databaseUrl = pgDb.url;
    const env = {
      DATABASE_URL: pgDb.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? privateRedis?.url ?? '',
      JWT_SECRET: '',
      WEB_DIST_DIR: path.join(tempRoot, 'no-web'),
      AUTH_RATE_LIMIT_MAX: '1000',
      JOIN_RATE_LIMIT_MAX: '1000',
      JOIN_IP_RATE_LIMIT_MAX: '100000',
    };
    const started = await Promise.allSettled([
      startServer({ ...env, DATA_DIR: path.join(tempRoot, 'a') }),
      startServer({ ...env, DATA_DIR: path.join(tempRoot, 'b') }),
    ]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.kill('SIGKILL')));
    await dropDb?.();
    await privateRedis?.destroy();
    fs.rmSync(tempRoot, { recursive: true, force: true });
  }, 60_000);

  it('every guest joins once or is told to try again; nobody twice, nobody over the maximum', async () => {
    onTestFailed(() => {
      for (const [i, s] of servers.entries()) console.error(`--- node ${i} ---\n${s.log().slice(-6000)}`);
    });
    const [a, b] = servers.map((s) => s.url) as [string, string];
    const places = 150;
    const guests = 200;
    const { code } = await createPaidGame(a, { ...completeSetup, maxPlayer: places });
    const sessions = await mapLimit(
      Array.from({ length: guests }, (_, i) => i),
      16,
      async (i) => ({ ...(await client(a).newSession()), name: `Guest ${i + 1}` }),
    );
    const join = async (base: string, token: string, name: string): Promise<Answer> => {
      try {
        const res = await rawCall(base, 'POST', `/api/game/${code}/join`, {
          deviceToken: token,
          body: { name },
        });
        return { status: res.status, body: res.text };
      } catch (error) {
        return { cut: String(error) };
      }
    };

    // Half the guests on each node, all at once; node B dies once a third of the joins were answered.
    let answered = 0;
    let killed: Promise<void> | null = null;
    const first = await Promise.all(
      sessions.map(async (s, i) => {
        const answer = await join(i % 2 === 0 ? a : b, s.token, s.name);
        if (++answered === Math.floor(guests / 3)) killed = servers[1]!.kill('SIGKILL');
        return answer;
      }),
    );
    await killed;
    const cut = first.filter((answer) => 'cut' in answer || answer.status >= 500);
    // Node B was killed mid-flood: some of its guests were cut off (the test shows the fault happened).
    expect(cut.length).toBeGreaterThan(0);

    // Each guest cut off tries again, on the node still up, with the same device and name.
    const final = await Promise.all(
      first.map((answer, i) =>
        'cut' in answer || answer.status >= 500 ? join(a, sessions[i]!.token, sessions[i]!.name) : answer,
      ),
    );
    const statuses = final.map((answer) => ('cut' in answer ? -1 : answer.status));
    expect(statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const joined = final.flatMap((answer, i) =>
      'status' in answer && answer.status === 200
        ? [{ i, id: (JSON.parse(answer.body) as { player: { id: string } }).player.id }]
        : [],
    );
    const refused = final.filter((answer) => 'status' in answer && answer.status === 409);
    for (const answer of refused)
      expect(JSON.parse((answer as { body: string }).body).code).toBe('GAME_FULL');
    expect(joined).toHaveLength(places);
    expect(new Set(joined.map((j) => j.id)).size).toBe(places);

    const { db } = createDb({ databaseUrl, sqlitePath: '' });
    try {
      const game = await db
        .selectFrom('games')
        .selectAll()
        .where('code', '=', code)
        .executeTakeFirstOrThrow();
      const players = await db
        .selectFrom('players')
        .select(['id', 'device_id', 'name_key'])
        .where('game_id', '=', game.id)
        .execute();
      expect(players).toHaveLength(places);
      expect(game.player_count).toBe(places);
      expect(new Set(players.map((p) => p.device_id)).size).toBe(places);
      expect(new Set(players.map((p) => p.name_key)).size).toBe(places);
      // Each answered player is the stored one of that guest's device.
      const byId = new Map(players.map((p) => [p.id, p.device_id]));
      for (const j of joined) expect(byId.get(j.id)).toBe(sessions[j.i]!.deviceId);
      const cells = await db
        .selectFrom('cells')
        .innerJoin('players', 'players.id', 'cells.player_id')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('players.game_id', '=', game.id)
        .executeTakeFirstOrThrow();
      expect(Number(cells.n)).toBe(places * 9);
    } finally {
      await db.destroy();
    }
    const summary = await rawCall(a, 'GET', `/api/game/${code}`);
    expect(JSON.parse(summary.text).playerCount).toBe(places);
  }, 180_000);
});
