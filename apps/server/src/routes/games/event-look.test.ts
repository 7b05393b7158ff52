import { ErrorCode, LOGO_MAX_BYTES, type TEventLook, type TGameSummary } from '@picture-bingo/shared';
import type { TCreatedInvite } from '@picture-bingo/shared/staff';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeJpeg, makePng, multipartBody, multipartHeaders } from '../../../test/images';
import { createStartedGame } from '../../../test/play';
import { snapshot } from '../../../test/security/world';
import { apiOf, createTestApp, registerHost, type TestApp } from '../../../test/test-app';
import { sweepOrphanMedia } from '../../services/retention/sweep-orphan-media';

const putLogo = (
  t: TestApp,
  code: string,
  token: string,
  bytes: Uint8Array,
  file: { filename?: string; contentType?: string; field?: string } = {},
) =>
  t.request({
    method: 'PUT',
    url: `/api/game/${code}/look/logo`,
    token,
    headers: multipartHeaders,
    payload: multipartBody(bytes, { field: 'logo', filename: 'logo.png', contentType: 'image/png', ...file }),
  });

const setAccent = (t: TestApp, code: string, token: string, accent: unknown) =>
  t.request({ method: 'PATCH', url: `/api/game/${code}/look`, token, payload: { accent } });

const summaryOf = async (t: TestApp, code: string) =>
  (await t.request({ method: 'GET', url: `/api/game/${code}` })).json<TGameSummary>();

const mediaKeyOf = (url: string) => url.replace('/media/', '');

const invite = async (t: TestApp, code: string, token: string, role: 'cohost' | 'moderator') => {
  const res = await t.request({ method: 'POST', url: `/api/game/${code}/invites`, token, payload: { role } });
  const staff = await registerHost(t);
  const accepted = await t.request({
    method: 'POST',
    url: `/api/invites/${res.json<TCreatedInvite>().token}/accept`,
    token: staff.accessToken,
  });
  expect(accepted.statusCode).toBe(200);
  return staff.accessToken;
};

describe("the event's look", async () => {
  const t = await createTestApp();

  it('is absent until the host sets one: every screen keeps the app’s own look', async () => {
    const { code, token } = await apiOf(t).paidGame();
    expect(await summaryOf(t, code)).not.toHaveProperty('look');
    expect(await apiOf(t).getHostGame(token, code)).not.toHaveProperty('look');
  });

  it('an accent colour is #rrggbb, stored lower case, and reaches phones, the host and the board', async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Pia']);
    const set = await setAccent(t, code, token, '#1D4ED8');
    expect(set.statusCode).toBe(200);
    expect(set.json<TEventLook>()).toEqual({ accent: '#1d4ed8', logoUrl: null });
    expect((await summaryOf(t, code)).look).toEqual({ accent: '#1d4ed8', logoUrl: null });
    expect((await apiOf(t).getHostGame(token, code)).look).toEqual({ accent: '#1d4ed8', logoUrl: null });
    expect((await apiOf(t).getBoard(code, players[0].token)).game.look?.accent).toBe('#1d4ed8');

    const before = await snapshot(t);
    for (const bad of ['red', '#fff', '#12345g', '1d4ed8', '#1d4ed8 ', 123, '', { r: 1 }]) {
      const res = await setAccent(t, code, token, bad);
      expect({ bad, status: res.statusCode, code: res.json<{ code: string }>().code }).toEqual({
        bad,
        status: 400,
        code: ErrorCode.VALIDATION,
      });
    }
    const extra = await t.request({
      method: 'PATCH',
      url: `/api/game/${code}/look`,
      token,
      payload: { accent: '#000000', logoUrl: '/media/x.webp' },
    });
    expect(extra.statusCode).toBe(400);
    expect(await snapshot(t)).toEqual(before);

    // null goes back to the app's own colours.
    expect((await setAccent(t, code, token, null)).json<TEventLook>()).toEqual({
      accent: null,
      logoUrl: null,
    });
    expect(await summaryOf(t, code)).not.toHaveProperty('look');
  });

  it('a logo goes through the image pipeline: a small WebP without metadata, served as media', async () => {
    const { code, token } = await apiOf(t).paidGame();
    const big = await sharp({ create: { width: 1200, height: 600, channels: 4, background: '#c33c' } })
      .png()
      .toBuffer();
    const res = await putLogo(t, code, token, big);
    expect(res.statusCode, res.body).toBe(200);
    const look = res.json<TEventLook>();
    expect(look.logoUrl).toMatch(/^\/media\/[A-Za-z0-9_-]+-logo\.webp$/);
    expect((await summaryOf(t, code)).look?.logoUrl).toBe(look.logoUrl);

    const served = await t.request({ method: 'GET', url: look.logoUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 200, hasAlpha: true });
    expect(meta.exif).toBeUndefined();

    // A new logo replaces the old one, whose file is deleted.
    const second = (
      await putLogo(t, code, token, await makeJpeg(), { contentType: 'image/jpeg' })
    ).json<TEventLook>();
    expect(second.logoUrl).not.toBe(look.logoUrl);
    expect((await t.request({ method: 'GET', url: look.logoUrl! })).statusCode).toBe(404);
    expect(await t.ctx.media.size(mediaKeyOf(look.logoUrl!))).toBeNull();

    // The orphan sweep keeps a game's logo, however old.
    await sweepOrphanMedia(t.ctx, new Date(Date.now() + 365 * 86_400_000));
    expect(await t.ctx.media.size(mediaKeyOf(second.logoUrl!))).toBeGreaterThan(0);

    const removed = await t.request({ method: 'DELETE', url: `/api/game/${code}/look/logo`, token });
    expect(removed.json<TEventLook>()).toEqual({ accent: null, logoUrl: null });
    expect(await t.ctx.media.size(mediaKeyOf(second.logoUrl!))).toBeNull();
    expect(await summaryOf(t, code)).not.toHaveProperty('look');
  });

  it('refuses what is not a safe image with a clear message and its own code, changing nothing', async () => {
    const { code, token } = await apiOf(t).paidGame();
    const kept = (await putLogo(t, code, token, await makePng())).json<TEventLook>();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>',
    );
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    // A GIF's signature over a script: the header names an image, the pixels are not one.
    const gifScript = Buffer.concat([Buffer.from('GIF89a/*'), Buffer.from('*/=1;alert(document.domain);//')]);
    const cutPng = (await makePng(200, 200)).subarray(0, 120);
    const overDecode = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const tooBig = Buffer.concat([await makeJpeg(), Buffer.alloc(LOGO_MAX_BYTES + 1024)]);

    const before = await snapshot(t);
    const cases: [string, Buffer, { contentType?: string; field?: string }, number, string][] = [
      ['svg with a script', svg, { contentType: 'image/svg+xml' }, 415, ErrorCode.UNSUPPORTED_MEDIA],
      ['html named a png', html, {}, 415, ErrorCode.UNSUPPORTED_MEDIA],
      ['gif/script polyglot', gifScript, { contentType: 'image/gif' }, 415, ErrorCode.UNSUPPORTED_MEDIA],
      ['a png cut short', cutPng, {}, 415, ErrorCode.UNSUPPORTED_MEDIA],
      ['too many pixels', overDecode, {}, 413, ErrorCode.IMAGE_OVER_DECODE_BUDGET],
      ['over 5 MB', tooBig, { contentType: 'image/jpeg' }, 413, ErrorCode.PAYLOAD_TOO_LARGE],
      ['the wrong field', await makePng(), { field: 'image' }, 400, ErrorCode.VALIDATION],
      ['an empty file', Buffer.alloc(0), {}, 400, ErrorCode.VALIDATION],
    ];
    for (const [what, bytes, file, status, errorCode] of cases) {
      const res = await putLogo(t, code, token, bytes, file);
      const body = res.json<{ message: string; code: string }>();
      expect({ what, status: res.statusCode, code: body.code }).toEqual({ what, status, code: errorCode });
      expect(body.message.length).toBeGreaterThan(10);
    }
    expect(await snapshot(t)).toEqual(before);
    expect((await summaryOf(t, code)).look).toEqual(kept);

    // A real image with a payload after its end is re-encoded: the payload never reaches the stored file.
    const payload = '<script>alert("polyglot")</script>';
    const polyglot = Buffer.concat([await makePng(40, 40), Buffer.from(payload)]);
    const res = await putLogo(t, code, token, polyglot);
    expect(res.statusCode).toBe(200);
    const served = await t.request({ method: 'GET', url: res.json<TEventLook>().logoUrl! });
    expect(served.rawPayload.includes(Buffer.from('script'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });

  it('the owner and a co-host may set it; a moderator gets 403, a player 401, another host 404', async () => {
    const { code, token, players } = await createStartedGame(t, {}, ['Pia']);
    const cohost = await invite(t, code, token, 'cohost');
    const moderator = await invite(t, code, token, 'moderator');
    const other = (await registerHost(t)).accessToken;

    expect((await setAccent(t, code, cohost, '#047857')).statusCode).toBe(200);
    expect((await putLogo(t, code, cohost, await makePng())).statusCode).toBe(200);

    const before = await snapshot(t);
    for (const [who, credential, status, errorCode] of [
      ['moderator', { token: moderator }, 403, ErrorCode.ROLE_NOT_ALLOWED],
      ['player', { headers: { 'x-device-token': players[0].token } }, 401, ErrorCode.UNAUTHORIZED],
      ['other host', { token: other }, 404, ErrorCode.NOT_FOUND],
    ] as const) {
      for (const res of [
        await t.request({
          method: 'PATCH',
          url: `/api/game/${code}/look`,
          payload: { accent: '#000000' },
          ...credential,
        }),
        await t.request({
          method: 'PUT',
          url: `/api/game/${code}/look/logo`,
          payload: multipartBody(await makePng(), { field: 'logo' }),
          ...credential,
          headers: { ...multipartHeaders, ...('headers' in credential ? credential.headers : {}) },
        }),
        await t.request({ method: 'DELETE', url: `/api/game/${code}/look/logo`, ...credential }),
      ]) {
        expect({ who, status: res.statusCode, code: res.json<{ code: string }>().code }).toMatchObject({
          who,
          status,
        });
        if (errorCode !== ErrorCode.NOT_FOUND) expect(res.json<{ code: string }>().code).toBe(errorCode);
      }
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('a co-host opens the setup page: reads the setup and its role, changes the look, never the setup', async () => {
    const { code, token } = await apiOf(t).paidGame();
    const cohost = await invite(t, code, token, 'cohost');
    const opened = await t.request({ method: 'GET', url: `/api/game/${code}/host`, token: cohost });
    expect(opened.statusCode).toBe(200);
    const owners = await apiOf(t).getHostGame(token, code);
    expect(opened.json()).toMatchObject({
      role: 'cohost',
      eventTitle: owners.eventTitle,
      welcomeMessage: owners.welcomeMessage,
      words: owners.words,
      freeSpaceWord: owners.freeSpaceWord,
    });

    expect((await setAccent(t, code, cohost, '#047857')).statusCode).toBe(200);
    const before = await snapshot(t);
    for (const payload of [
      { welcomeMessage: 'Changed by a co-host' },
      { eventTitle: 'Theirs' },
      { language: 'de' },
    ]) {
      const refused = await t.request({ method: 'PATCH', url: `/api/game/${code}`, token: cohost, payload });
      expect(refused.statusCode).toBe(403);
      expect(refused.json<{ code: string }>().code).toBe(ErrorCode.ROLE_NOT_ALLOWED);
    }
    expect(await snapshot(t)).toEqual(before);
    expect((await apiOf(t).getHostGame(token, code)).look).toEqual({ accent: '#047857', logoUrl: null });
  });

  it('a completed or cancelled game keeps its look (409); deleting the game deletes its logo', async () => {
    const { code, token } = await apiOf(t).paidGame();
    const logo = (await putLogo(t, code, token, await makePng())).json<TEventLook>();
    expect((await t.request({ method: 'POST', url: `/api/game/${code}/cancel`, token })).statusCode).toBe(
      200,
    );
    for (const res of [
      await setAccent(t, code, token, '#000000'),
      await putLogo(t, code, token, await makePng()),
      await t.request({ method: 'DELETE', url: `/api/game/${code}/look/logo`, token }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json<{ code: string }>().code).toBe(ErrorCode.GAME_ENDED_UNCHANGEABLE);
    }
    expect(await t.ctx.media.size(mediaKeyOf(logo.logoUrl!))).toBeGreaterThan(0);
    expect((await t.request({ method: 'DELETE', url: `/api/game/${code}`, token })).statusCode).toBe(204);
    expect(await t.ctx.media.size(mediaKeyOf(logo.logoUrl!))).toBeNull();
  });
});
