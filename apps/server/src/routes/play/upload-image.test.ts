import http from 'node:http';
import type { TBoard, TCell } from '@picture-bingo/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  makeJpeg,
  makePng,
  makePngHeader,
  makeSidewaysJpegWithGps,
  MULTIPART_BOUNDARY,
  multipartBody,
  multipartHeaders,
} from '../../../test/images';
import { createStartedGame, getBoard, uploadRequest } from '../../../test/play';
import { createTestApp } from '../../../test/test-app';

describe('photo uploads: PUT /game/:code/board/cells/:idx/image', async () => {
  const t = await createTestApp();

  const fetchMedia = (url: string) => t.request({ method: 'GET', url });

  it('stores an upright, metadata-free WebP and its thumbnail; the cell counts at once', async () => {
    const { code, players } = await createStartedGame(t);
    const original = await makeSidewaysJpegWithGps(300, 200);
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS directory pointer

    const res = await uploadRequest(t, code, players[0].token, 0, multipartBody(original));
    expect(res.statusCode).toBe(200);
    const cell = res.json() as TCell;
    expect(cell).toEqual({
      idx: 0,
      value: expect.any(String),
      isMarked: true,
      image: expect.stringMatching(/^\/media\/[A-Za-z0-9_-]{22}\.webp$/),
      thumb: expect.stringMatching(/^\/media\/[A-Za-z0-9_-]{22}-thumb\.webp$/),
      isFreeSpace: false,
      updatedAt: expect.any(String),
    });
    expect(cell.thumb).toBe(cell.image?.replace('.webp', '-thumb.webp'));

    const full = await fetchMedia(cell.image ?? '');
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect(full.headers['cache-control']).toBe('private, max-age=604800, immutable');
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    // Sideways pixels turned upright: the stored photo is portrait.
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(full.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);

    const thumb = await fetchMedia(cell.thumb ?? '');
    expect(thumb.headers['content-type']).toBe('image/webp');
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(thumbMeta.width ?? 0, thumbMeta.height ?? 0)).toBeLessThanOrEqual(400);
    expect(thumbMeta.exif).toBeUndefined();

    expect((await getBoard(t, code, players[0].token)).cells[0]).toEqual(cell);
  });

  it('fits large photos within 1600 px and keeps small ones at their size', async () => {
    const { code, players } = await createStartedGame(t);
    const big = await uploadRequest(t, code, players[0].token, 1, multipartBody(await makeJpeg(3000, 1000)));
    const bigMeta = await sharp((await fetchMedia((big.json() as TCell).image ?? '')).rawPayload).metadata();
    expect([bigMeta.width, bigMeta.height]).toEqual([1600, 533]);
    const thumbMeta = await sharp(
      (await fetchMedia((big.json() as TCell).thumb ?? '')).rawPayload,
    ).metadata();
    expect(thumbMeta.width).toBe(400);

    const png = await uploadRequest(
      t,
      code,
      players[0].token,
      2,
      multipartBody(await makePng(40, 30), { filename: 'a.png', contentType: 'image/png' }),
    );
    expect(png.statusCode).toBe(200);
    const pngMeta = await sharp((await fetchMedia((png.json() as TCell).image ?? '')).rawPayload).metadata();
    expect([pngMeta.format, pngMeta.width, pngMeta.height]).toEqual(['webp', 40, 30]);
  });

  it('accepts GIF and WebP by content, whatever the name and declared type', async () => {
    const { code, players } = await createStartedGame(t);
    const base = sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } });
    const gif = await base.clone().gif().toBuffer();
    const webp = await base.clone().webp().toBuffer();
    const asText = { filename: 'notes.txt', contentType: 'text/plain' };
    expect((await uploadRequest(t, code, players[0].token, 0, multipartBody(gif, asText))).statusCode).toBe(
      200,
    );
    expect((await uploadRequest(t, code, players[0].token, 1, multipartBody(webp, asText))).statusCode).toBe(
      200,
    );
  });

  it('415 for HTML named .jpg, SVG, HEIC-like and random bytes; nothing is stored', async () => {
    const { code, players } = await createStartedGame(t);
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    // An ISO-BMFF "ftyp heic" box: the start of an iPhone HEIC.
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic')]);
    // A JPEG signature followed by garbage: the header check passes, decoding does not.
    const brokenJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    const cases = [
      multipartBody(html, { filename: 'cat.jpg', contentType: 'image/jpeg' }),
      multipartBody(svg, { filename: 'cat.svg', contentType: 'image/svg+xml' }),
      multipartBody(heic, { filename: 'IMG_0001.HEIC', contentType: 'image/heic' }),
      multipartBody(Buffer.alloc(500, 1), { filename: 'cat.png', contentType: 'image/png' }),
      multipartBody(brokenJpeg),
    ];
    for (const body of cases) {
      const res = await uploadRequest(t, code, players[0].token, 0, body);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
      });
    }
    const board = await getBoard(t, code, players[0].token);
    expect(board.cells[0]).toMatchObject({ image: null, isMarked: false });
  });

  it('refuses a 20000x20000 PNG from its header: quickly, without decoding it', async () => {
    const { code, players } = await createStartedGame(t);
    const body = multipartBody(makePngHeader(20_000, 20_000), {
      filename: 'huge.png',
      contentType: 'image/png',
    });
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const res = await uploadRequest(t, code, players[0].token, 0, body);
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'That image has too many pixels (40 megapixels at most)',
    });
    expect(elapsed).toBeLessThan(2000);
    // Decoding it would take 400 MB for the pixels alone.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });

  it('413 from Content-Length for a body over 15 MB, before reading it', async () => {
    const { code, players } = await createStartedGame(t);
    const oversize = multipartBody(Buffer.alloc(15 * 1024 * 1024 + 64 * 1024, 0xab));
    const res = await uploadRequest(t, code, players[0].token, 0, oversize);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'That photo is too large (15 MB at most)',
    });
  });

  it('413 when a body without Content-Length streams past 15 MB: the file is cut at the limit', async () => {
    const { code, players } = await createStartedGame(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const head = multipartBody(Buffer.alloc(0)).subarray(0, -`\r\n--${MULTIPART_BOUNDARY}--\r\n`.length);
    const chunk = Buffer.alloc(1024 * 1024, 0xcd);
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(
        `${address}/api/game/${code}/board/cells/0/image`,
        {
          method: 'PUT',
          headers: {
            ...multipartHeaders,
            'x-device-token': players[0].token,
            'transfer-encoding': 'chunked',
          },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (body += d));
          res.on('end', () => {
            resolve({ status: res.statusCode ?? 0, body });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.write(head);
      // Up to 20 MB, written as the socket drains; the answer may arrive before it is all sent.
      let sent = 0;
      const pump = () => {
        while (sent < 20 && !req.destroyed) {
          sent++;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        if (!req.destroyed) req.end(`\r\n--${MULTIPART_BOUNDARY}--\r\n`);
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'That photo is too large (15 MB at most)',
    });
  });

  it('400 "Choose an image to upload" without a file, or with a non-multipart body', async () => {
    const { code, players } = await createStartedGame(t);
    const empty = Buffer.from(`--${MULTIPART_BOUNDARY}--\r\n`);
    const wrongField = multipartBody(await makeJpeg(), { field: 'picture' });
    for (const body of [empty, wrongField, multipartBody(Buffer.alloc(0))]) {
      const res = await uploadRequest(t, code, players[0].token, 0, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Choose an image to upload' });
    }
    const json = await t.request({
      method: 'PUT',
      url: `/api/game/${code}/board/cells/0/image`,
      headers: { 'x-device-token': players[0].token },
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Choose an image to upload' });
  });

  it('replacing a photo deletes the old files', async () => {
    const { code, players } = await createStartedGame(t);
    const first = (await uploadRequest(t, code, players[0].token, 3, multipartBody(await makeJpeg()))).json();
    const second = (await uploadRequest(t, code, players[0].token, 3, multipartBody(await makePng()))).json();
    expect(second.image).not.toBe(first.image);
    expect((await fetchMedia(first.image)).statusCode).toBe(404);
    expect((await fetchMedia(first.thumb)).statusCode).toBe(404);
    expect((await fetchMedia(second.image)).statusCode).toBe(200);
    const board: TBoard = await getBoard(t, code, players[0].token);
    expect(board.cells[3].image).toBe(second.image);
  });

  it('GET /media: unknown keys 404 as JSON; keys outside [A-Za-z0-9_-].webp are never looked up', async () => {
    for (const url of [
      '/media/AAAAAAAAAAAAAAAAAAAAAA.webp',
      '/media/..%2Fpicture-bingo.sqlite',
      '/media/abc.html',
      '/media/abc.webp.html',
      '/media/.tmp-1234',
    ]) {
      const res = await fetchMedia(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('upload rate limit', async () => {
  const t = await createTestApp({ UPLOAD_RATE_LIMIT_MAX: '2' });

  it('429 with Retry-After once a device used its uploads for the minute; other devices go on', async () => {
    const { code, players } = await createStartedGame(t, {}, ['One', 'Two']);
    const body = multipartBody(await makeJpeg());
    expect((await uploadRequest(t, code, players[0].token, 0, body)).statusCode).toBe(200);
    expect((await uploadRequest(t, code, players[0].token, 1, body)).statusCode).toBe(200);
    const limited = await uploadRequest(t, code, players[0].token, 2, body);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await uploadRequest(t, code, players[1].token, 0, body)).statusCode).toBe(200);
  });
});
