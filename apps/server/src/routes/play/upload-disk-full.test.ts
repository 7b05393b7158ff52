import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalMediaStore } from '../../storage/local-store';
import type { MediaStore } from '../../storage/media-store';
import { makeJpeg, multipartBody } from '../../../test/images';
import { createStartedGame, getBoard, uploadPhoto, uploadRequest } from '../../../test/play';
import { createTestApp } from '../../../test/test-app';

/** The disk as the operating system reports it when full: the errno of a write that found no space. */
const noSpace = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });

/**
 * The real local media store over a real folder, on a disk that fills up: while `full` is set, writes of
 * thumbnails fail with ENOSPC after the full-size photo was written, the moment that used to leave an orphan.
 */
function fillingDisk(dir: string) {
  const real = createLocalMediaStore(dir);
  const state = { full: false };
  const store: MediaStore = {
    ...real,
    name: real.name,
    put: async (key, body, contentType) => {
      if (state.full && key.endsWith('-thumb.webp')) {
        // Let the other write land first, as on a disk that runs out between the two.
        await new Promise((resolve) => setTimeout(resolve, 20));
        throw noSpace();
      }
      return real.put(key, body, contentType);
    },
  };
  return { store, state };
}

describe('a full disk', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pb-full-disk-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const disk = fillingDisk(dir);
  const t = await createTestApp({}, { media: disk.store });
  const files = () => fs.readdirSync(dir).sort();

  it('answers 507 with a clear message, keeps the cell as it was and leaves no file behind', async () => {
    const { code, players } = await createStartedGame(t);
    const token = players[0].token;
    const kept = await uploadPhoto(t, code, token, 0);
    const before = files();
    expect(before).toHaveLength(2);

    disk.state.full = true;
    for (const idx of [0, 1]) {
      const res = await uploadRequest(t, code, token, idx, multipartBody(await makeJpeg(80, 60, '#36c')));
      expect(res.statusCode).toBe(507);
      expect(res.json()).toEqual({
        code: 'INSUFFICIENT_STORAGE',
        message: 'The server has no room for more photos right now. Please tell the host.',
      });
    }
    expect(files()).toEqual(before);
    const board = await getBoard(t, code, token);
    expect(board.cells[0]?.image).toBe(kept.image);
    expect(board.cells[1]?.image).toBeNull();

    disk.state.full = false;
    await uploadPhoto(t, code, token, 1);
    expect(files()).toHaveLength(4);
  });
});
