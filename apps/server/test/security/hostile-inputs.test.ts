import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { makeJpeg, multipartBody, multipartHeaders } from '../images';
import { createCatalogueApp } from './catalogue';
import { createWorld, snapshot } from './world';

/**
 * The inputs the fuzzer once turned into 500s or into answers of the wrong shape, pinned down so they stay fixed
 * whatever the fuzzer happens to draw: NUL inside ids (PostgreSQL text cannot hold it), malformed multipart
 * bodies, and URLs the router itself refuses.
 */
describe('hostile inputs the fuzzer found', async () => {
  const t = await createCatalogueApp();
  const w = await createWorld(t, 'pending');
  const jpegPart = multipartBody(await makeJpeg());
  const host = { authorization: `Bearer ${w.host.accessToken}` };
  const player = { 'x-device-token': w.player.token };
  const upload = (payload: Buffer, contentType = multipartHeaders['content-type']): InjectOptions => ({
    method: 'PUT',
    url: `/api/game/${w.code}/board/cells/1/image`,
    headers: { ...player, 'content-type': contentType },
    payload,
  });

  const cases: [string, InjectOptions, number][] = [
    [
      'a payment id with NUL',
      { method: 'GET', url: `/api/payment/status/${w.paymentId}%00`, headers: host },
      400,
    ],
    [
      'a player id with NUL (remove)',
      { method: 'DELETE', url: `/api/game/${w.code}/players/${w.player.playerId}%00`, headers: host },
      400,
    ],
    [
      'a player id with NUL (review)',
      {
        method: 'POST',
        url: `/api/game/${w.code}/cells/${w.player.playerId}%00/0/review`,
        headers: host,
        payload: { decision: 'approve', image: w.pendingCell?.image },
      },
      400,
    ],
    [
      'a winner id with NUL',
      {
        method: 'POST',
        url: `/api/game/${w.code}/winner`,
        headers: host,
        payload: { playerId: `${w.player.playerId}\u0000` },
      },
      400,
    ],
    ['a checkout session with NUL', { method: 'GET', url: '/checkout/cs_local_x%00' }, 400],
    ['a checkout cancel with NUL', { method: 'POST', url: '/checkout/cs_local_x%00/cancel' }, 400],
    ['a one-byte multipart body', upload(Buffer.from('-')), 400],
    ['a multipart body cut off', upload(jpegPart.subarray(0, 150)), 400],
    ['a multipart body without a boundary', upload(jpegPart, 'multipart/form-data'), 400],
    ['a multipart body with the wrong boundary', upload(jpegPart, 'multipart/form-data; boundary=x'), 400],
    [
      'a path param over 100 characters',
      { method: 'GET', url: `/api/game/${'X'.repeat(120)}/host`, headers: host },
      414,
    ],
    ['a malformed percent-encoding', { method: 'GET', url: '/api/game/%E0%A4%A/host', headers: host }, 400],
    ['an encoded lone surrogate', { method: 'GET', url: '/api/game/%ED%A0%80/host', headers: host }, 400],
    ['a malformed media key', { method: 'GET', url: '/media/%ZZ.webp' }, 400],
  ];

  it.each(cases)(
    '%s is refused with { message, code } and changes nothing',
    async (_name, request, status) => {
      const before = await snapshot(t);
      const res = await t.app.inject(request);
      expect(res.statusCode, res.body).toBe(status);
      const body = res.json<Record<string, unknown>>();
      expect(Object.keys(body).sort()).toEqual(['code', 'message']);
      expect(String(body.message)).not.toContain('XXXX');
      expect(await snapshot(t)).toEqual(before);
    },
  );
});
