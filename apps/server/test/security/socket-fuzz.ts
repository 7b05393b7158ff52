import { ZRoomCode, ZSocketAuth } from '@picture-bingo/shared';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { MAX_PACKET_BYTES } from '../../src/realtime/socket-server';
import { connected, openSocket, recordEvents, type ClientSocket } from '../players';
import { hostileText } from './arbitraries';
import { createCatalogueApp } from './catalogue';
import { createWorld, snapshot, type World } from './world';

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const RESERVED = new Set([
  'connect',
  'connect_error',
  'disconnect',
  'disconnecting',
  'newListener',
  'removeListener',
]);

/** Whether a handshake holds a host's or player's credential of the very game it names. */
function isLegit(w: World, auth: unknown): boolean {
  const parsed = ZSocketAuth.safeParse(auth);
  if (!parsed.success) return false;
  const code = ZRoomCode.safeParse(parsed.data.gameCode);
  if (!code.success) return false;
  const { hostToken, deviceToken } = parsed.data;
  if (hostToken) {
    return (
      (hostToken === w.host.accessToken && code.data === w.code) ||
      (hostToken === w.otherHost.accessToken && code.data === w.otherCode)
    );
  }
  if (deviceToken) {
    return (
      (deviceToken === w.player.token && code.data === w.code) ||
      (deviceToken === w.otherPlayer.token && code.data === w.otherCode)
    );
  }
  return false;
}

/** The realtime endpoint under hostile handshakes and hostile client events. */
export async function socketFuzz() {
  const t = await createCatalogueApp();
  const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const w = await createWorld(t, 'playing');
  const sockets: ClientSocket[] = [];
  afterAll(() => {
    for (const socket of sockets) socket.disconnect();
  });

  it('a handshake connects only with a host or player credential of the game it names', async () => {
    const credentials = [
      w.host.accessToken,
      w.host.refreshToken,
      w.otherHost.accessToken,
      w.player.token,
      w.removedPlayer.token,
      w.otherPlayer.token,
      w.player.deviceId,
    ];
    const token = fc.oneof(fc.constantFrom(...credentials), hostileText, fc.jsonValue({ maxDepth: 1 }));
    const gameCode = fc.oneof(
      fc.constantFrom(w.code, w.otherCode, w.code.toLowerCase(), ` ${w.code} `),
      hostileText,
      fc.jsonValue({ maxDepth: 1 }),
    );
    const auth = fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record({ gameCode, hostToken: token, deviceToken: token }, { requiredKeys: [] }),
      },
      {
        weight: 1,
        arbitrary: fc.dictionary(
          hostileText.filter((k) => k.length < 40),
          fc.jsonValue({ maxDepth: 2 }),
        ),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom<Record<string, unknown>>(
          JSON.parse(`{"gameCode":"${w.code}","__proto__":{"hostToken":"${w.host.accessToken}"}}`) as Record<
            string,
            unknown
          >,
          { gameCode: w.code, hostToken: '', deviceToken: w.player.token },
          { gameCode: w.code, hostToken: w.otherHost.accessToken, deviceToken: w.player.token },
        ),
      },
    );
    await fc.assert(
      fc.asyncProperty(auth, async (a) => {
        const before = await snapshot(t);
        const socket = openSocket(base, a as never);
        sockets.push(socket);
        const outcome = await connected(socket).then(
          () => 'connected',
          (error: Error) => error.message,
        );
        socket.disconnect();
        // A handshake packet over the ceiling is not read at all: the server closes the connection.
        if (Buffer.byteLength(`40${JSON.stringify(a)}`) > MAX_PACKET_BYTES) {
          expect(outcome).toBe('closed before connecting (transport close)');
          return;
        }
        expect(outcome !== 'connected', outcome).toBe(!isLegit(w, a));
        // A refusal says why; never the message of an unexpected failure.
        expect(outcome).not.toBe('Something went wrong on our side');
        expect(outcome).not.toBe('timed out connecting');
        expect(await snapshot(t)).toEqual(before);
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('events a client sends are ignored: nothing changes and its socket keeps working', async () => {
    const socket = openSocket(base, { gameCode: w.code, deviceToken: w.player.token });
    sockets.push(socket);
    const rec = recordEvents(socket);
    await rec.waitFor('lobby:snapshot');
    const before = await snapshot(t);
    const name = fc.oneof(
      fc.constantFrom(
        'player:joined',
        'game:updated',
        'cell:updated',
        'game:winner',
        'you:removed',
        '__proto__',
      ),
      hostileText.filter((n) => n.length < 100 && !RESERVED.has(n)),
    );
    await fc.assert(
      fc.asyncProperty(name, fc.jsonValue({ maxDepth: 3 }), async (event, payload) => {
        // The contract says clients send nothing; a hostile client sends whatever it likes.
        (socket as unknown as { emit: (name: string, ...args: unknown[]) => void }).emit(event, payload);
      }),
      { numRuns: RUNS * 3 },
    );
    // The host pauses the game: the player's socket still hears it, so it survived everything above.
    const res = await t.request({
      method: 'POST',
      url: `/api/game/${w.code}/pause`,
      token: w.host.accessToken,
    });
    expect(res.statusCode).toBe(200);
    expect((await rec.waitFor('game:updated')).status).toBe('PAUSED');
    expect(socket.connected).toBe(true);
    const after = await snapshot(t);
    // Only the pause touched the games table; nothing else moved.
    expect({ ...after, games: [] }).toEqual({ ...before, games: [] });
  });
}
