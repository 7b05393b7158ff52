import fs from 'node:fs';
import path from 'node:path';
import type { TCell, TCellUpdate, TGallery } from '@picture-bingo/shared';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createStartedGame } from '../../../test/play';
import { socketPool } from '../../../test/players';
import { apiOf, createTestApp, type TestApp } from '../../../test/test-app';

/** The real photos of the shared fixtures that the server takes (JPEG; HEIC is converted on the phone). */
const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/photos');
const REAL_PHOTOS = ['Landscape_7.jpg', 'Portrait_5.jpg'].map((name) =>
  fs.readFileSync(path.join(FIXTURES, name)),
);

/** A flat skin-toned picture: the model puts about 3 % on its explicit classes (real photos here: under 0.1 %). */
const skinTone = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#e0ac8c' } })
    .jpeg()
    .toBuffer();

/** Polls `read` until `done` holds (the check runs in the background); the last value read. */
async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`gave up waiting: ${what}`);
}

const cellOf = (g: TGallery, playerId: string, idx: number) =>
  g.players.find((p) => p.id === playerId)?.cells[idx];

async function twoPlayerGame(t: TestApp, setup: object = {}) {
  const game = await createStartedGame(t, setup, ['Ann', 'Ben']);
  const [ann, ben] = game.players;
  return { ...game, ann, ben, annId: ann.membership.player.id };
}

/**
 * The automatic safety check with the real model (nsfwjs MobileNetV2 on the WebAssembly backend, in its worker
 * thread): real photos pass and reach the room once checked; a photo the model scores past the threshold is held,
 * seen by its player and the host only, until the host approves it.
 */
describe('the safety check', () => {
  it('a new game holds explicit photos unless the host changes it', async () => {
    const t = await createTestApp({ SAFETY_CHECK_DEFAULT: 'explicit' });
    const api = apiOf(t);
    const { code, token } = await api.paidGame();
    expect((await api.getHostGame(token, code)).safetyCheck).toBe('explicit');
    const save = (json: object, status: number) =>
      api.call('PATCH', `/api/game/${code}`, { token, json, status });
    await save({ safetyCheck: 'sometimes' }, 400);
    expect((await api.getHostGame(token, code)).safetyCheck).toBe('explicit');
    await save({ safetyCheck: 'suggestive' }, 200);
    expect((await api.getHostGame(token, code)).safetyCheck).toBe('suggestive');
  });

  it('checks the real photos in the pipeline: none is held, each reaches the room once checked', async () => {
    const t = await createTestApp({ SAFETY_CHECK_DEFAULT: 'explicit' });
    const api = apiOf(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { listen } = socketPool(address);
    const { code, token, ann, ben, annId } = await twoPlayerGame(t, { safetyCheck: 'suggestive' });
    const benLive = await listen({ gameCode: code, deviceToken: ben.token, watch: true });

    const uploaded: TCell[] = [];
    for (const [i, photo] of REAL_PHOTOS.entries())
      uploaded.push(await api.uploadPhoto(code, ann.token, i, photo));
    // The answer does not wait for the check: each is still being checked (and counts once it has passed).
    for (const cell of uploaded) expect(cell).toMatchObject({ hold: 'checking', isMarked: false });

    const gallery = await until(
      () => api.getGallery(code, { deviceToken: ben.token }),
      (g) => uploaded.every((cell) => cellOf(g, annId, cell.idx)?.image === cell.image),
      'the checked photos in the gallery',
    );
    for (const cell of uploaded) expect(cellOf(gallery, annId, cell.idx)).not.toHaveProperty('hold');
    await until(
      async () => JSON.stringify(benLive.events),
      (events) => uploaded.every((cell) => events.includes(cell.image ?? '?')),
      'the checked photos on Ben’s screen',
    );
    expect(await api.pendingPhotos(token, code)).toEqual([]);
    expect((await api.getProgress(code, token)).players.find((p) => p.id === annId)?.markedCount).toBe(2);
    // Ben's screen heard of each photo once it had passed, never before.
    const frames = benLive.events
      .filter((e) => e.event === 'cell:updated')
      .map((e) => e.payload as TCellUpdate);
    for (const cell of uploaded) {
      const seen = frames.filter((f) => f.cell.idx === cell.idx);
      expect(seen.at(-1)?.cell.image).toBe(cell.image);
      expect(seen.filter((f) => f.cell.image !== null).every((f) => f.cell.hold === undefined)).toBe(true);
    }
  });

  it('holds a photo the model scores past the threshold: only its player and the host see it, until approved', async () => {
    // The operator's threshold, set low: the model's own score for a skin-toned picture passes it, a real photo's
    // does not (the default threshold holds neither).
    const t = await createTestApp({ SAFETY_CHECK_DEFAULT: 'explicit', SAFETY_EXPLICIT_THRESHOLD: '0.01' });
    const api = apiOf(t);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { listen } = socketPool(address);
    const { code, token, ann, ben, annId } = await twoPlayerGame(t);
    const benLive = await listen({ gameCode: code, deviceToken: ben.token, watch: true });

    const held = await api.uploadPhoto(code, ann.token, 0, await skinTone());
    const passed = await api.uploadPhoto(code, ann.token, 1, REAL_PHOTOS[0] ?? Buffer.alloc(0));

    const queue = await until(
      () => api.pendingPhotos(token, code),
      (photos) => photos.length === 1,
      'the held photo in the review queue',
    );
    expect(queue[0]).toMatchObject({
      playerId: annId,
      idx: 0,
      image: held.image,
      hold: { reason: 'explicit' },
    });
    const scores = new Map((queue[0]?.hold?.scores ?? []).map((s) => [s.name, s.probability]));
    expect([...scores.keys()].sort()).toEqual(['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy']);
    expect((scores.get('Porn') ?? 0) + (scores.get('Hentai') ?? 0)).toBeGreaterThanOrEqual(0.01);

    // Ann sees her photo, held; the host too; Ben (gallery, live frames, progress, results) does not.
    expect((await api.getBoard(code, ann.token)).cells[0]).toMatchObject({
      image: held.image,
      hold: 'held',
      isMarked: false,
    });
    expect(cellOf(await api.getGallery(code, { token }), annId, 0)).toMatchObject({
      image: held.image,
      hold: 'held',
    });
    const asBen = await until(
      () => api.getGallery(code, { deviceToken: ben.token }),
      (g) => cellOf(g, annId, 1)?.image === passed.image,
      'the photo that passed, in the gallery',
    );
    expect(cellOf(asBen, annId, 0)).toMatchObject({ image: null, thumb: null });
    expect(JSON.stringify(asBen)).not.toContain(held.image);
    expect(JSON.stringify(benLive.events)).not.toContain(held.image);
    expect((await api.getProgress(code, token)).players.find((p) => p.id === annId)?.markedCount).toBe(1);

    // A person approves it: now the room sees it, and it counts.
    const approved = await api.review(
      token,
      code,
      { playerId: annId, idx: 0, image: held.image ?? '' },
      'approve',
    );
    expect(approved.status).toBe(200);
    await until(
      async () => benLive.events,
      (events) => JSON.stringify(events).includes(held.image ?? '?'),
      'the approved photo on Ben’s screen',
    );
    expect(cellOf(await api.getGallery(code, { deviceToken: ben.token }), annId, 0)).toMatchObject({
      image: held.image,
      isMarked: true,
    });
    expect((await api.getBoard(code, ann.token)).cells[0]).not.toHaveProperty('hold');
  });

  it('when too many photos wait for the check, a photo waits for a person and the host sees why', async () => {
    const t = await createTestApp({ SAFETY_CHECK_DEFAULT: 'explicit', SAFETY_QUEUE_MAX: '0' });
    const api = apiOf(t);
    const { code, token, ann, ben, annId } = await twoPlayerGame(t);
    const photo = await api.uploadPhoto(code, ann.token, 0, REAL_PHOTOS[0] ?? Buffer.alloc(0));
    const queue = await until(
      () => api.pendingPhotos(token, code),
      (p) => p.length === 1,
      'the photo held',
    );
    expect(queue[0]).toMatchObject({ playerId: annId, image: photo.image, hold: { reason: 'busy' } });
    expect(queue[0]?.hold).not.toHaveProperty('scores');
    expect(cellOf(await api.getGallery(code, { deviceToken: ben.token }), annId, 0)).toMatchObject({
      image: null,
    });
  });
});
