import { LOBBY_SNAPSHOT_PLAYERS, PHONE_COUNT_MS, type TQueuePlayer } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { completeSetup } from '../../test/factories';
import { createPaidGame, recordEvents, socketPool } from '../../test/players';
import { apiOf, createTestApp } from '../../test/test-app';
import { flushAllFrames } from './frames';

type Recorder = ReturnType<typeof recordEvents>;
const joinedIds = (rec: Recorder) =>
  rec.events.filter((e) => e.event === 'player:joined').map((e) => (e.payload as TQueuePlayer).id);
const counts = (rec: Recorder) =>
  rec.events
    .filter((e) => e.event === 'players:counted')
    .map((e) => (e.payload as { playerCount: number }).playerCount);

/**
 * Join frames (docs/decisions/009-phones-get-what-they-show.md): a phone gets the joins while the game fits its
 * lobby's window and only the count past it; the host's sockets and watching screens get every join. On the test
 * app's real Socket.IO server and database (SQLite, and PostgreSQL in the server-postgres project).
 */
describe('join frames: phones get the count past their window, watching screens every join', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { listen } = socketPool(address);

  it('a phone gets the joins up to the window and the count after it; host and watcher every join', async () => {
    const total = LOBBY_SNAPSHOT_PLAYERS + 10;
    const { code, token } = await createPaidGame(t, { ...completeSetup, maxPlayer: total });
    const api = apiOf(t);
    const early = await api.joinPlayers(code, LOBBY_SNAPSHOT_PLAYERS - 2, 8, 'Early');
    // Those joins' frame goes out now, before the sockets connect: what they hear next is the joins below.
    flushAllFrames(t.ctx.io!);
    const host = await listen({ gameCode: code, hostToken: token });
    const watcher = await listen({ gameCode: code, deviceToken: early[0].token, watch: true });
    const phone = await listen({ gameCode: code, deviceToken: early[1].token });
    expect((await phone.waitFor('lobby:snapshot')).playerCount).toBe(LOBBY_SNAPSHOT_PLAYERS - 2);

    // One by one, the last two joins that leave the game within the window; then ten past it at once.
    const within = [await api.joinAs(code, 'Within 1'), await api.joinAs(code, 'Within 2')];
    const past = await api.joinPlayers(code, 10, 5, 'Past');
    const everyone = [...within, ...past].map((p) => p.id);

    for (const screen of [host, watcher]) {
      await Promise.all(everyone.map((id) => screen.waitFor('player:joined', 1, 10_000, (p) => p.id === id)));
      expect(new Set(joinedIds(screen))).toEqual(new Set(everyone));
      expect(counts(screen)).toEqual([]);
    }
    // The phone: the last frame's count is the game's; every frame before it has arrived (one socket, in order).
    await phone.waitFor('players:counted', 1, 10_000, (c) => c.playerCount === total);
    expect(joinedIds(phone)).toEqual(within.map((p) => p.id));
    expect(counts(phone).every((n) => n > LOBBY_SNAPSHOT_PLAYERS && n <= total)).toBe(true);
    // Fewer messages than joins past the window, whatever the frames: at most one count per frame.
    expect(counts(phone).length).toBeLessThanOrEqual(past.length);

    // A reconnect starts from the snapshot: the most recent joins, its own entry and the count of all.
    const again = await (
      await listen({ gameCode: code, deviceToken: early[1].token })
    ).waitFor('lobby:snapshot');
    expect(again.playerCount).toBe(total);
    expect(again.players.map((p) => p.id)).toEqual(expect.arrayContaining([early[1].id, ...everyone]));
    expect(again.players).toHaveLength(LOBBY_SNAPSHOT_PLAYERS + 1);
  });

  it("past the window a phone hears the count at most once per PHONE_COUNT_MS, the last one the game's", async () => {
    const total = LOBBY_SNAPSHOT_PLAYERS + 40;
    const { code } = await createPaidGame(t, { ...completeSetup, maxPlayer: total });
    const api = apiOf(t);
    const early = await api.joinPlayers(code, LOBBY_SNAPSHOT_PLAYERS, 8, 'Early');
    flushAllFrames(t.ctx.io!);
    const phone = await listen({ gameCode: code, deviceToken: early[0].token });
    await phone.waitFor('lobby:snapshot');

    // One at a time, paced like a filling room, so the joins span several frames (GAME_FRAME_MS) and counts.
    const began = performance.now();
    for (let i = 0; i < 40; i++) {
      await api.joinAs(code, `Past ${i}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await phone.waitFor('players:counted', 1, 10_000, (c) => c.playerCount === total);
    const elapsed = performance.now() - began;
    // One count per PHONE_COUNT_MS, the first one that long after its join: never more than the span allows.
    expect(counts(phone).length).toBeLessThanOrEqual(Math.ceil(elapsed / PHONE_COUNT_MS));
    expect(counts(phone).at(-1)).toBe(total);
    expect(counts(phone)).toEqual([...counts(phone)].sort((a, b) => a - b));
  });

  it('a removal and a restore past the window: the phone hears the removal and the count of the restore', async () => {
    const total = LOBBY_SNAPSHOT_PLAYERS + 2;
    const { code, token } = await createPaidGame(t, { ...completeSetup, maxPlayer: total });
    const joined = await apiOf(t).joinPlayers(code, total, 8);
    const [reader, gone] = joined;
    flushAllFrames(t.ctx.io!);
    const phone = await listen({ gameCode: code, deviceToken: reader.token });
    const host = await listen({ gameCode: code, hostToken: token });
    const url = `/api/game/${code}/players/${gone.id}`;
    expect((await t.request({ method: 'DELETE', url, token })).statusCode).toBe(204);
    expect(await phone.waitFor('player:removed')).toEqual({ playerId: gone.id });
    const restored = await t.request({ method: 'POST', url: `${url}/restore`, token });
    expect(restored.statusCode).toBe(200);
    // The host's queue gets the player back; the phone, whose window was full, the game's count.
    await host.waitFor('player:joined', 1, 10_000, (p) => p.id === gone.id);
    expect(await phone.waitFor('players:counted')).toEqual({ playerCount: total });
    expect(joinedIds(phone)).toEqual([]);
  });
});
