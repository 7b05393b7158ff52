import type { Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  connected,
  createPaidGame,
  disconnected,
  joinAs,
  openSocket,
  recordEvents,
  type ClientSocket,
} from '../../test/players';
import { PASSWORD, createTestApp, type TestApp } from '../../test/test-app';
import { MAX_PACKET_BYTES, SOCKETS_PER_CREDENTIAL } from './socket-server';

/** A socket's life ends with its credential: logout, device logout, a revoked session, the token's expiry. */
function withSockets(address: string) {
  const sockets: ClientSocket[] = [];
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  return (...args: Parameters<typeof openSocket> extends [string, ...infer R] ? R : never) => {
    const socket = openSocket(address, ...args);
    sockets.push(socket);
    return socket;
  };
}

/** Waits for the disconnect and says how long it took from `since`. */
async function timedDisconnect(socket: ClientSocket, since: number) {
  const reason = await disconnected(socket);
  return { reason, ms: Date.now() - since };
}

const login = async (t: TestApp, email: string) => {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { accessToken: string; refreshToken: string };
};

const emailOf = async (t: TestApp, token: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/me', token })).json().user.email as string;

describe('sockets end with their credential', async () => {
  // No grace for reused refresh tokens, so a replay is theft at once.
  const t = await createTestApp({ REFRESH_GRACE_SECONDS: '0' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const open = withSockets(address);

  it('a host logout disconnects that session’s sockets (and no event reaches them afterwards)', async () => {
    const { code, token } = await createPaidGame(t);
    const host = open({ gameCode: code, hostToken: token });
    const rec = recordEvents(host);
    await rec.waitFor('lobby:snapshot');

    const started = Date.now();
    const dropped = timedDisconnect(host, started);
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', token, payload: {} });
    expect(res.statusCode).toBe(204);
    const { reason, ms } = await dropped;
    // A server disconnect: the client does not come back by itself.
    expect(reason).toBe('io server disconnect');
    console.info(`host logout: socket disconnected after ${ms} ms`);

    await joinAs(t, code, 'After logout');
    // Give a stray broadcast every chance to arrive before looking.
    await new Promise((r) => setTimeout(r, 200));
    expect(rec.names()).toEqual(['lobby:snapshot']);
    await expect(connected(open({ gameCode: code, hostToken: token }))).rejects.toThrow(
      'Your session has expired. Please log in again.',
    );
  });

  it('a logout ends only its own session: another login of the same host keeps its socket', async () => {
    const { code, token } = await createPaidGame(t);
    const email = await emailOf(t, token);
    const other = await login(t, email);
    const ended = open({ gameCode: code, hostToken: token });
    const kept = open({ gameCode: code, hostToken: other.accessToken });
    const keptRec = recordEvents(kept);
    await Promise.all([connected(ended), keptRec.waitFor('lobby:snapshot')]);
    const dropped = disconnected(ended);
    await t.request({ method: 'POST', url: '/api/auth/logout', token, payload: {} });
    expect(await dropped).toBe('io server disconnect');
    await joinAs(t, code, 'Still seen');
    expect((await keptRec.waitFor('player:joined')).name).toBe('Still seen');
    expect(kept.connected).toBe(true);
  });

  it('a device logout disconnects every socket of that device', async () => {
    const { code } = await createPaidGame(t);
    const p = await joinAs(t, code, 'Phone');
    const other = await joinAs(t, code, 'Other phone');
    const a = open({ gameCode: code, deviceToken: p.token });
    const b = open({ gameCode: code, deviceToken: p.token });
    const bystander = open({ gameCode: code, deviceToken: other.token });
    await Promise.all([connected(a), connected(b), connected(bystander)]);

    const started = Date.now();
    const drops = [timedDisconnect(a, started), timedDisconnect(b, started)];
    const res = await t.request({
      method: 'POST',
      url: '/api/player/session/logout',
      headers: { 'x-device-id': p.deviceId },
    });
    expect(res.statusCode).toBe(204);
    for (const drop of await Promise.all(drops)) expect(drop.reason).toBe('io server disconnect');
    console.info(`device logout: sockets disconnected after ${(await drops[1]).ms} ms`);
    expect(bystander.connected).toBe(true);
    await expect(connected(open({ gameCode: code, deviceToken: p.token }))).rejects.toThrow(
      'Your player session has expired. Join again.',
    );
  });

  it('a family revoked by refresh-token theft detection disconnects its sockets', async () => {
    const own = await createPaidGame(t);
    const session = await login(t, await emailOf(t, own.token));
    const socket = open({ gameCode: own.code, hostToken: session.accessToken });
    await connected(socket);

    const refresh = (refreshToken: string) =>
      t.request({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    const dropped = disconnected(socket);
    // The old token again, past the grace: theft, the whole family is revoked.
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect(await dropped).toBe('io server disconnect');
  });
});

describe('a socket ends when its access token expires, and the client comes back with a refreshed one', async () => {
  const t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '2' });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const open = withSockets(address);

  it('the server closes the transport at the token’s exp; the old token is refused, a refreshed one works', async () => {
    const { code, token } = await createPaidGame(t);
    const session = await login(t, await emailOf(t, token));
    const socket = open({ gameCode: code, hostToken: session.accessToken });
    await connected(socket);
    const opened = Date.now();
    // "transport close": the reason a client reconnects on by itself (and the web client refreshes first).
    expect(await disconnected(socket, 6000)).toBe('transport close');
    const lived = Date.now() - opened;
    console.info(`access token of 2 s: socket closed after ${lived} ms`);
    expect(lived).toBeLessThan(4000);

    await expect(connected(open({ gameCode: code, hostToken: session.accessToken }))).rejects.toThrow(
      'Your session has expired. Please log in again.',
    );
    const refreshed = await t.request({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    const again = recordEvents(open({ gameCode: code, hostToken: refreshed.json().accessToken }));
    expect((await again.waitFor('lobby:snapshot')).game.gameCode).toBe(code);
  });
});

describe('sockets per credential, and the packet ceiling', async () => {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const open = withSockets(address);

  it(`one device token holds at most ${SOCKETS_PER_CREDENTIAL} sockets; one more is refused until one closes`, async () => {
    const { code } = await createPaidGame(t);
    const p = await joinAs(t, code, 'Many tabs');
    const tabs = Array.from({ length: SOCKETS_PER_CREDENTIAL }, () =>
      open({ gameCode: code, deviceToken: p.token }),
    );
    await Promise.all(tabs.map((s) => connected(s)));
    await expect(connected(open({ gameCode: code, deviceToken: p.token }))).rejects.toThrow(
      'Too many open connections for this session. Close another tab and try again.',
    );
    // Another device is not affected.
    const other = await joinAs(t, code, 'Other');
    await connected(open({ gameCode: code, deviceToken: other.token }));
    // A closed tab frees its place.
    tabs[0].disconnect();
    await new Promise((r) => setTimeout(r, 100));
    await connected(open({ gameCode: code, deviceToken: p.token }));
  });

  it('a burst of handshakes with one token gets no more than the cap', async () => {
    const { code } = await createPaidGame(t);
    const p = await joinAs(t, code, 'Burst');
    const burst = Array.from({ length: 40 }, () => open({ gameCode: code, deviceToken: p.token }));
    const results = await Promise.allSettled(burst.map((s) => connected(s)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(SOCKETS_PER_CREDENTIAL);
  });

  it(`one host session holds at most ${SOCKETS_PER_CREDENTIAL} sockets; another session of the host is apart`, async () => {
    const { code, token } = await createPaidGame(t);
    const tabs = Array.from({ length: SOCKETS_PER_CREDENTIAL }, () =>
      open({ gameCode: code, hostToken: token }),
    );
    await Promise.all(tabs.map((s) => connected(s)));
    const refused = open({ gameCode: code, hostToken: token });
    const error = await connected(refused).then(
      () => null,
      (e: unknown) => e as Error & { data?: { code?: string } },
    );
    expect(error?.message).toBe(
      'Too many open connections for this session. Close another tab and try again.',
    );
    expect(error?.data?.code).toBe('RATE_LIMITED');
    const email = await emailOf(t, token);
    const second = await login(t, email);
    await connected(open({ gameCode: code, hostToken: second.accessToken }));
  });

  it(`a packet over ${MAX_PACKET_BYTES} bytes closes its socket; small ones change nothing`, async () => {
    const { code } = await createPaidGame(t);
    const p = await joinAs(t, code, 'Sender');
    const sender = open({ gameCode: code, deviceToken: p.token });
    const rec = recordEvents(sender);
    await rec.waitFor('lobby:snapshot');
    // Clients send nothing over the socket: any event is ignored, but its size is what counts.
    const raw = sender as unknown as Socket;
    raw.emit('noise', 'x'.repeat(500));
    await joinAs(t, code, 'Next');
    expect((await rec.waitFor('player:joined', 1, 5000, (p) => p.name === 'Next')).name).toBe('Next');
    expect(sender.connected).toBe(true);

    const dropped = disconnected(sender);
    raw.emit('noise', 'x'.repeat(64 * 1024));
    expect(await dropped).toBe('transport close');
  });
});

describe('a logout racing a refresh of the same session', async () => {
  const t = await createTestApp();

  it('leaves no working token behind, whichever finishes first', async () => {
    const { token } = await createPaidGame(t);
    const email = await emailOf(t, token);
    let refreshedFirst = 0;
    for (let i = 0; i < 40; i++) {
      const session = await login(t, email);
      const [refreshed] = await Promise.all([
        t.request({
          method: 'POST',
          url: '/api/auth/refresh',
          payload: { refreshToken: session.refreshToken },
        }),
        t.request({ method: 'POST', url: '/api/auth/logout', token: session.accessToken, payload: {} }),
      ]);
      if (refreshed.statusCode !== 200) continue;
      refreshedFirst++;
      const next = refreshed.json() as { accessToken: string; refreshToken: string };
      expect(
        (await t.request({ method: 'GET', url: '/api/auth/me', token: next.accessToken })).statusCode,
      ).toBe(401);
      const again = await t.request({
        method: 'POST',
        url: '/api/auth/refresh',
        payload: { refreshToken: next.refreshToken },
      });
      expect(again.statusCode).toBe(401);
    }
    console.info(`logout racing refresh: the refresh answered first ${refreshedFirst} times of 40`);
  });
});
