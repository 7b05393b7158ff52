import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createStartedGame } from '../../test/play';
import { createTestApp } from '../../test/test-app';
import {
  chooseEncoding,
  COMPRESS_MAX_BYTES,
  COMPRESS_MIN_BYTES,
  registerAnswerCompression,
} from './answer-compression';

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.0', null],
    ['*', null],
    // q ordering: the higher q wins, a tie goes to Brotli, q=0 or a malformed q refuses.
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.8, gzip;q=0.9', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['gzip, br', 'br'],
    ['br;q=0.001', 'br'],
    ['gzip;q=0.5, br;q=0.4, identity;q=0', 'gzip'],
    ['br;q=abc, gzip;q=0.2', 'gzip'],
    // identity ranked above both: the client would rather have the answer as it is.
    ['identity;q=1, br;q=0.5, gzip;q=0.5', null],
    ['identity;q=0.5, br;q=0.5', 'br'],
  ])('%j → %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('answer compression', async () => {
  const app = Fastify();
  registerAnswerCompression(app);
  app.get<{ Querystring: { n: string } }>('/json', async (request) => ({
    text: 'x'.repeat(Number(request.query.n)),
  }));
  app.get('/html', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(Buffer.from(`<p>${'hello '.repeat(400)}</p>`)),
  );
  app.get('/text', async (_request, reply) => reply.type('text/plain').send('y'.repeat(5000)));
  await app.ready();

  it('compresses JSON and HTML between the limits, as the client asks, and says it varies', async () => {
    const json = await app.inject({ url: '/json?n=5000', headers: { 'accept-encoding': 'gzip, br' } });
    expect(json.headers['content-encoding']).toBe('br');
    expect(json.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(json.rawPayload).toString())).toEqual({ text: 'x'.repeat(5000) });
    expect(json.rawPayload.length).toBeLessThan(200);

    // The client's ranking decides: gzip preferred to Brotli gets gzip.
    const ranked = await app.inject({
      url: '/json?n=5000',
      headers: { 'accept-encoding': 'br;q=0.1, gzip' },
    });
    expect(ranked.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(ranked.rawPayload).toString())).toEqual({ text: 'x'.repeat(5000) });

    const gzip = await app.inject({ url: '/html', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(`<p>${'hello '.repeat(400)}</p>`);
  });

  it('sends as they are: no Accept-Encoding, small or very large answers, other types', async () => {
    const plain = await app.inject({ url: '/json?n=5000' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.json()).toEqual({ text: 'x'.repeat(5000) });
    for (const n of [COMPRESS_MIN_BYTES - 100, COMPRESS_MAX_BYTES + 100]) {
      const res = await app.inject({ url: `/json?n=${n}`, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual({ text: 'x'.repeat(n) });
    }
    const text = await app.inject({ url: '/text', headers: { 'accept-encoding': 'br' } });
    expect(text.headers['content-encoding']).toBeUndefined();
  });

  it("a player's card comes compressed from the real app, and reads the same", async () => {
    const t = await createTestApp();
    const { code, players } = await createStartedGame(t, {}, ['Ann']);
    const url = `/api/game/${code}/board`;
    const headers = { 'x-device-token': players[0].token };
    const plain = await t.request({ url, headers });
    const compressed = await t.request({ url, headers: { ...headers, 'accept-encoding': 'br, gzip' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString())).toEqual(plain.json());
  });
});
