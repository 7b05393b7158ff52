import fs from 'node:fs';
import type { TCell } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { makeSidewaysJpegWithGps, multipartBody } from '../../test/images';
import { createStartedGame, uploadRequest } from '../../test/play';
import { startS3rver } from '../../test/s3-bucket';
import { createTestApp } from '../../test/test-app';

describe('MEDIA_STORE=s3 (against s3rver)', async () => {
  const { env, stored } = await startS3rver();
  const t = await createTestApp(env);

  it('uploads land in the bucket and /media streams them back byte for byte', async () => {
    expect(t.ctx.media.name).toBe('s3');
    const { code, players } = await createStartedGame(t);
    const res = await uploadRequest(
      t,
      code,
      players[0].token,
      0,
      multipartBody(await makeSidewaysJpegWithGps()),
    );
    expect(res.statusCode).toBe(200);
    const cell = res.json() as TCell;
    for (const url of [cell.image, cell.thumb]) {
      const key = (url ?? '').replace('/media/', '');
      const served = await t.request({ method: 'GET', url: url ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toBe('private, max-age=604800, immutable');
      expect(served.rawPayload.equals(fs.readFileSync(stored(key)))).toBe(true);
      // The album reads sizes first (a HEAD request), then streams.
      expect(await t.ctx.media.size(key)).toBe(served.rawPayload.length);
    }

    // Replacing the photo deletes the old objects from the bucket.
    const again = await uploadRequest(
      t,
      code,
      players[0].token,
      0,
      multipartBody(await makeSidewaysJpegWithGps()),
    );
    expect(again.statusCode).toBe(200);
    const oldKey = (cell.image ?? '').replace('/media/', '');
    expect(fs.existsSync(stored(oldKey))).toBe(false);
    expect((await t.request({ method: 'GET', url: cell.image ?? '' })).statusCode).toBe(404);
  });

  it('a key the bucket does not hold is a 404', async () => {
    const res = await t.request({ method: 'GET', url: '/media/AAAAAAAAAAAAAAAAAAAAAA.webp' });
    expect(res.statusCode).toBe(404);
    expect(await t.ctx.media.size('AAAAAAAAAAAAAAAAAAAAAA.webp')).toBeNull();
  });
});
