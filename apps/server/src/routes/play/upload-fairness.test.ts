import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeJpeg, multipartBody } from '../../../test/images';
import { createStartedGame, getBoard, PHOTO_CELLS_3X3, uploadRequest } from '../../../test/play';
import { createTestApp } from '../../../test/test-app';

/** A GIF of one colour: a few KB on the wire, every pixel decoded by the server. */
const makeGif = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#7a3' } })
    .gif()
    .toBuffer();

describe('images that are cheap to send and dear to decode', async () => {
  const t = await createTestApp({ UPLOAD_RATE_LIMIT_MAX: '1000' });

  it('refuses a PNG or GIF above the pixel budget from its header; real screenshots and photos pass', async () => {
    const { code, players } = await createStartedGame(t);
    const token = players[0].token;
    const bomb = await makeGif(6300);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const refused = await uploadRequest(t, code, token, 0, multipartBody(bomb, { filename: 'a.gif' }));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      code: 'IMAGE_OVER_DECODE_BUDGET',
      message: 'That PNG, GIF or WebP has too many pixels (16.8 megapixels at most)',
    });

    // A tall phone screenshot (iPhone Pro Max size) and a 5K desktop screenshot are PNGs under the budget.
    for (const [width, height] of [
      [1320, 2868],
      [5120, 2880],
    ]) {
      const screenshot = await sharp({ create: { width, height, channels: 3, background: '#fff' } })
        .png()
        .toBuffer();
      const res = await uploadRequest(t, code, token, 1, multipartBody(screenshot, { filename: 's.png' }));
      expect(res.statusCode, res.body).toBe(200);
    }
    // A photo (JPEG shrinks on load) above the PNG and GIF budget, as a 24 MP camera's full-size shot, still passes.
    const photo = await makeJpeg(6000, 4000, '#864');
    const res = await uploadRequest(t, code, token, 2, multipartBody(photo));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a WebP above the pixel budget from its header, with its own code; a phone-sized WebP passes', async () => {
    const { code, players } = await createStartedGame(t);
    const token = players[0].token;
    // Lossless WebP of one colour: a few dozen bytes on the wire, every pixel decoded by the server.
    const bomb = await sharp({ create: { width: 6000, height: 6600, channels: 3, background: '#7a3' } })
      .webp({ lossless: true })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2048);
    const refused = await uploadRequest(t, code, token, 0, multipartBody(bomb, { filename: 'a.webp' }));
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      code: 'IMAGE_OVER_DECODE_BUDGET',
      message: 'That PNG, GIF or WebP has too many pixels (16.8 megapixels at most)',
    });
    const board = await getBoard(t, code, token);
    expect(board.cells[0]).toMatchObject({ image: null, isMarked: false });

    // A 12 MP phone photo saved as WebP is under the budget.
    const photo = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: '#864' } })
      .webp()
      .toBuffer();
    const res = await uploadRequest(t, code, token, 1, multipartBody(photo, { filename: 'p.webp' }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it('a burst of heavy images from one player barely delays another game’s upload', async () => {
    const attacker = await createStartedGame(t);
    const victim = await createStartedGame(t);
    const heavy = multipartBody(await makeGif(4000), { filename: 'h.gif' });
    const small = multipartBody(await makeJpeg());

    // What one heavy image costs on this machine now.
    let started = performance.now();
    expect((await uploadRequest(t, attacker.code, attacker.players[0].token, 0, heavy)).statusCode).toBe(200);
    const oneHeavy = performance.now() - started;

    const burst = Array.from({ length: 16 }, (_, i) =>
      uploadRequest(t, attacker.code, attacker.players[0].token, PHOTO_CELLS_3X3[i % 8], heavy),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    started = performance.now();
    const res = await uploadRequest(t, victim.code, victim.players[0].token, 0, small);
    const victimMs = performance.now() - started;
    expect(res.statusCode).toBe(200);
    // In line (first come, first served) the victim would wait for the whole burst: 16 heavy images. With
    // players taking turns it waits for at most the images already being processed.
    expect(victimMs).toBeLessThan(oneHeavy * 4);
    const answers = await Promise.all(burst);
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  }, 90_000);
});
