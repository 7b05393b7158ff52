import { LOBBY_SNAPSHOT_PLAYERS, type TQueuePlayer } from '@picture-bingo/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { completeSetup } from '../../test/factories';
import { createPaidGame, socketPool } from '../../test/players';
import { startPrivateRedis } from '../../test/processes';
import { apiOf, createSecondNode, createTestApp } from '../../test/test-app';
import { flushAllFrames } from './frames';

/** Frames cross Redis; on a busy 2-core machine they may take a moment. */
const EVENT_TIMEOUT_MS = 10_000;

// Only the server-postgres project includes this file: two nodes (apps) on one PostgreSQL, sharing rooms through
// the Redis adapter (TEST_REDIS_URL's, or a private redis-server started here).
if (!process.env.TEST_DATABASE_URL) throw new Error('join frames across nodes need TEST_DATABASE_URL');

describe('join frames across two nodes through the Redis adapter', async () => {
  const privateRedis = process.env.TEST_REDIS_URL ? null : await startPrivateRedis();
  afterAll(() => privateRedis?.destroy());
  const a = await createTestApp({ REDIS_URL: process.env.TEST_REDIS_URL ?? privateRedis?.url ?? '' });
  const b = await createSecondNode(a);
  const poolA = socketPool(await a.app.listen({ port: 0, host: '127.0.0.1' }));
  const poolB = socketPool(await b.app.listen({ port: 0, host: '127.0.0.1' }));

  it("each node's frames reach the other's sockets, and its count the other's phones past the window", async () => {
    const total = LOBBY_SNAPSHOT_PLAYERS + 6;
    const { code, token } = await createPaidGame(a, { ...completeSetup, maxPlayer: total });
    const early = await apiOf(a).joinPlayers(code, LOBBY_SNAPSHOT_PLAYERS - 1, 8, 'Early');
    flushAllFrames(a.ctx.io!);
    // The host's screen on node A, a phone and a gallery on node B.
    const host = await poolA.listen({ gameCode: code, hostToken: token });
    const phone = await poolB.listen({ gameCode: code, deviceToken: early[0].token });
    const gallery = await poolB.listen({ gameCode: code, deviceToken: early[1].token, watch: true });

    // The last join within the window through B, then joins past it through A: node B's phone hears the count A
    // told B; then joins through B.
    const within = await apiOf(b).joinAs(code, 'Within');
    const pastA = await apiOf(a).joinPlayers(code, 3, 3, 'Past A');
    await phone.waitFor('players:counted', 1, EVENT_TIMEOUT_MS, (c) => c.playerCount === total - 3);
    const pastB = await apiOf(b).joinPlayers(code, 3, 3, 'Past B');
    await phone.waitFor('players:counted', 1, EVENT_TIMEOUT_MS, (c) => c.playerCount === total);
    for (const screen of [host, gallery])
      await Promise.all(
        [within, ...pastA, ...pastB].map(({ id }) =>
          screen.waitFor('player:joined', 1, EVENT_TIMEOUT_MS, (p) => p.id === id),
        ),
      );
    const phoneJoins = phone.events.filter((e) => e.event === 'player:joined');
    expect(phoneJoins.map((e) => (e.payload as TQueuePlayer).id)).toEqual([within.id]);
  });
});
