import fs from 'node:fs';
import path from 'node:path';
import { readExifTime } from '@picture-bingo/shared/capture-time';
import { ROTATED_SAMPLE } from '@picture-bingo/testkit/phone-photo';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createStartedGame } from '../../../test/play';
import { completeSetup } from '../../../test/factories';
import { apiOf, createTestApp } from '../../../test/test-app';

/** The real photos of the shared fixtures and the testkit (JPEG; they carry EXIF orientation but no capture time). */
const SHARED = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/photos');
const PORTRAIT = fs.readFileSync(path.join(SHARED, 'Portrait_5.jpg'));
const LANDSCAPE = fs.readFileSync(path.join(SHARED, 'Landscape_7.jpg'));
const E2E_LANDSCAPE = fs.readFileSync(ROTATED_SAMPLE);

/** EXIF's own form of a time: `YYYY:MM:DD HH:MM:SS`. */
const exifClock = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');

/** A real fixture photo as a camera writes it at `date` (UTC wall clock), with `offset` when given. */
const taken = (photo: Buffer, date: Date, offset?: string) =>
  sharp(photo)
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD2: { DateTimeOriginal: exifClock(date), ...(offset ? { OffsetTimeOriginal: offset } : {}) },
    })
    .toBuffer();

describe('reading a capture time', () => {
  it('reads DateTimeOriginal and its offset from a real photo, and nothing from one without', async () => {
    expect(readExifTime(PORTRAIT)).toBeNull();
    expect(readExifTime(E2E_LANDSCAPE)).toBeNull();
    const stamped = await taken(LANDSCAPE, new Date('2026-05-01T18:30:05Z'), '+02:00');
    expect(readExifTime(stamped)).toEqual({ local: '2026-05-01T18:30:05', offsetMinutes: 120 });
    // Cut anywhere, or noise: never a throw, never a made-up date.
    for (const end of [3, 20, 200, 2000]) expect(() => readExifTime(stamped.subarray(0, end))).not.toThrow();
    expect(readExifTime(new Uint8Array(4096).fill(0xff))).toBeNull();
  });
});

describe('camera-only rounds', () => {
  it('is a rule the host sets in the draft; the phone’s board says so', async () => {
    const t = await createTestApp();
    const api = apiOf(t);
    const host = await api.registerHost();
    const draft = await api.createGame(host.accessToken, completeSetup);
    const save = (code: string, json: object, status: number) =>
      api.call('PATCH', `/api/game/${code}`, { token: host.accessToken, json, status });
    expect(draft.cameraOnly).toBe(false);
    await save(draft.gameCode, { cameraOnly: 'yes' }, 400);
    await save(draft.gameCode, { cameraOnly: true }, 200);
    expect((await api.getHostGame(host.accessToken, draft.gameCode)).cameraOnly).toBe(true);

    const { code, token } = await api.paidGame({ ...completeSetup, cameraOnly: true });
    // A rule: fixed once the game is paid for.
    await api.call('PATCH', `/api/game/${code}`, { token, json: { cameraOnly: false }, status: 409 });
    const pia = await api.joinAs(code, 'Pia');
    expect((await api.getBoard(code, pia.token)).cameraOnly).toBe(true);
    const plain = await api.paidGame();
    const ben = await api.joinAs(plain.code, 'Ben');
    expect((await api.getBoard(plain.code, ben.token)).cameraOnly).toBeUndefined();
  });

  it('tells moderators "taken before the game" or "time unknown", and nothing for a photo taken now', async () => {
    const t = await createTestApp();
    const api = apiOf(t);
    const { code, token, players } = await createStartedGame(t, { cameraOnly: true, photoReview: true });
    const [pia] = players;
    const upload = async (idx: number, photo: Buffer, fields?: Record<string, string>) => {
      const res = await api.putPhoto(code, pia!.token, idx, photo, { fields });
      expect(res.status, res.text).toBe(200);
    };
    const now = new Date();
    const yesterday = new Date(now.getTime() - 24 * 3600_000);
    // Cell 0: the real photo, no capture time (a messaging app's copy).
    await upload(0, LANDSCAPE);
    // Cell 1: taken yesterday, with its own offset.
    await upload(1, await taken(PORTRAIT, yesterday, '+00:00'));
    // Cell 2: taken now, on a phone two hours east of UTC that wrote no offset: the phone's own offset reads it.
    await upload(2, await taken(PORTRAIT, new Date(now.getTime() + 2 * 3600_000)), { utcOffset: '120' });
    // Cell 3: redrawn on the phone (no EXIF left), the original's time sent alongside: taken yesterday.
    await upload(3, E2E_LANDSCAPE, { takenAt: yesterday.toISOString() });
    // Cell 5: the same wall-clock time without any offset at all is no instant: unknown.
    await upload(5, await taken(PORTRAIT, now));

    const notes = Object.fromEntries(
      (await api.pendingPhotos(token, code)).map((photo) => [photo.idx, photo.captureNote ?? null]),
    );
    expect(notes).toEqual({ 0: 'unknown', 1: 'before-game', 2: null, 3: 'before-game', 5: 'unknown' });
    // The stored photo keeps no EXIF at all, the capture time included.
    const [stored] = await t.ctx.db
      .selectFrom('cells')
      .select(['image_key', 'captured_at'])
      .where('player_id', '=', pia!.id)
      .where('idx', '=', 1)
      .execute();
    expect(Date.parse(stored!.captured_at!)).toBe(Math.floor(yesterday.getTime() / 1000) * 1000);
    const file = await t.ctx.media.getStream(stored!.image_key!);
    const bytes = Buffer.concat(await file!.stream.toArray());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });

  it('says nothing of capture times when the game is not camera-only', async () => {
    const t = await createTestApp();
    const api = apiOf(t);
    const { code, token, players } = await createStartedGame(t, { photoReview: true });
    const yesterday = new Date(Date.now() - 24 * 3600_000);
    await api.uploadPhoto(code, players[0]!.token, 0, await taken(PORTRAIT, yesterday, '+00:00'));
    await api.uploadPhoto(code, players[0]!.token, 1, LANDSCAPE);
    const photos = await api.pendingPhotos(token, code);
    expect(photos.map((photo) => photo.captureNote)).toEqual([undefined, undefined]);
  });
});
