import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { completeSetup } from '../factories';
import { makeJpeg } from '../images';
import { connected, disconnected, openSocket, type ClientSocket } from '../players';
import { apiOf, createTestApp, testDbKind } from '../test-app';
import { loadConfig } from '../../src/config';
import { createDb } from '../../src/db/kysely';
import { startMetricsServer } from '../../src/routes/system/metrics.routes';
import { drainNode } from '../../src/services/system/drain-node';
import { METRIC_NAMES } from '../../src/services/system/metrics';

const TOKEN = 'metrics-token-metrics-token-metrics-token';

/** The samples of one metric in Prometheus text: every line that is not a comment and starts with its name. */
function samples(text: string, name: string) {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('#') && new RegExp(`^${name}(_bucket|_count|_sum)?[{ ]`).test(line));
}

const sockets: ClientSocket[] = [];
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});

describe(`metrics (${testDbKind})`, () => {
  it('are not public by default: /metrics answers 404 to everyone, token or not, and names no metric', async () => {
    const t = await createTestApp();
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await t.request({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toMatch(/http_request_duration|nodejs_|picture_bingo_/);
    }
  });

  it('on the main port answer only the bearer of METRICS_TOKEN (404 otherwise), with every listed metric', async () => {
    const t = await createTestApp({ METRICS_TOKEN: TOKEN, UPLOAD_RATE_LIMIT_MAX: '1' });
    for (const authorization of [
      undefined,
      'Bearer wrong-token-wrong-token-wrong-token-x',
      TOKEN,
      `Basic ${TOKEN}`,
    ]) {
      const res = await t.request({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(404);
      expect(res.body).not.toMatch(/picture_bingo_/);
    }

    // A game that reviews photos, a socket on this node, one photo through the pipeline and one refused upload.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const api = apiOf(t);
    const game = await api.startedGame({ ...completeSetup, photoReview: true }, ['Pia']);
    const [pia] = game.players;
    const socket = openSocket(address, { gameCode: game.code, hostToken: game.token });
    sockets.push(socket);
    await connected(socket);
    await api.uploadPhoto(game.code, pia.token, 0, await makeJpeg());
    expect((await api.putPhoto(game.code, pia.token, 1, await makeJpeg())).status).toBe(429);

    const res = await t.request({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    for (const name of METRIC_NAMES) expect(samples(text, name), name).not.toEqual([]);
    // Routes by their pattern, never a raw URL with a room code in it.
    expect(text).toContain('route="/api/game/:code/board/cells/:idx/image"');
    expect(text).not.toContain(game.code);
    expect(samples(text, 'picture_bingo_rate_limited_total').join('\n')).toMatch(
      /route="\/api\/game\/:code\/board\/cells\/:idx\/image"} 1$/m,
    );
    expect(samples(text, 'picture_bingo_sockets')).toEqual(['picture_bingo_sockets 1']);
    expect(samples(text, 'picture_bingo_games')).toEqual(['picture_bingo_games 1']);
    expect(samples(text, 'picture_bingo_image_pipeline_seconds_count')).toEqual([
      'picture_bingo_image_pipeline_seconds_count 1',
    ]);
    expect(samples(text, 'picture_bingo_photo_review_pending')).toEqual([
      'picture_bingo_photo_review_pending 1',
    ]);
    const pool = samples(text, 'picture_bingo_db_pool_connections').join('\n');
    expect(pool).toMatch(/state="total"} [1-9]/);
  });

  it('on METRICS_PORT listen on this computer only, whatever HOST says, unless METRICS_HOST names another', async () => {
    const t = await createTestApp({ METRICS_PORT: '9464' });
    const laptop = loadConfig({ HOST: '0.0.0.0', METRICS_PORT: '9464' }).metrics;
    expect(laptop).toMatchObject({ port: 9464, host: '127.0.0.1' });
    // Port 0 (any free one) in the test; the interface as configured.
    const server = await startMetricsServer(t.metrics!.registry, 0, laptop.host);
    try {
      expect((server.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      server.close();
    }
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics.host).toBe('0.0.0.0');
  });

  it('on METRICS_PORT are served there alone: the main port still answers 404, even to a bearer', async () => {
    const t = await createTestApp({ METRICS_PORT: '9464' });
    expect(t.metrics).not.toBeNull();
    const server = await startMetricsServer(t.metrics!.registry, 0, '127.0.0.1');
    try {
      const { port } = server.address() as AddressInfo;
      await t.request({ method: 'GET', url: '/api/health' });
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(samples(await scraped.text(), 'http_request_duration_seconds_count').join('\n')).toContain(
        'route="/api/health"',
      );
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(404);
      const main = await t.request({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(main.statusCode).toBe(404);
    } finally {
      server.close();
    }
  });
});

/** The answer's whole body: a refusal says "Not ready" and its code, nothing about why. */
const NOT_READY = { code: 'SERVICE_UNAVAILABLE', message: 'Not ready' };

describe(`readiness (${testDbKind})`, () => {
  it('is ready while the database answers; a database that does not answer makes it 503 "Not ready", nothing more', async () => {
    const t = await createTestApp();
    const ready = await t.request({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    // The node pointed at a PostgreSQL server that is not there (a real driver, connection refused).
    const { db: unreachable } = createDb({
      ...t.ctx.config,
      databaseUrl: 'postgres://postgres@127.0.0.1:1/gone',
    });
    const db = t.ctx.db;
    t.ctx.db = unreachable;
    try {
      const res = await t.request({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(NOT_READY);
      expect(res.body).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|postgres/i);
    } finally {
      t.ctx.db = db;
      await unreachable.destroy();
    }
    expect((await t.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('fails while the node drains; then its sockets are told to reconnect (a transport close) and do', async () => {
    const t = await createTestApp({ DRAIN_SECONDS: '1' });
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const game = await apiOf(t).startedGame(completeSetup, ['Pia']);
    const socket = openSocket(address, { gameCode: game.code, deviceToken: game.players[0].token }, true);
    sockets.push(socket);
    await connected(socket);

    const draining = drainNode(t.ctx);
    const during = await t.request({ method: 'GET', url: '/api/ready' });
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual(NOT_READY);
    // Still serving what it has meanwhile: liveness, and the socket stays until the drain time is over.
    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(socket.connected).toBe(true);

    const reason = disconnected(socket);
    expect(await draining).toBe(1);
    // "transport close": socket.io-client reconnects by itself ("io server disconnect" would end it for good).
    expect(await reason).toBe('transport close');
    await connected(socket);
  });
});
