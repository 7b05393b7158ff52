import type { TCell } from '@picture-bingo/shared';
import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import {
  allPlayersZipEntries,
  buildZip,
  countPhotos,
  playerZipEntries,
  type LoadPng,
  type ZipProgress,
} from './board-zip';

const cell = (idx: number, image: string | null = null, over: Partial<TCell> = {}): TCell => ({
  idx,
  value: `Label ${idx + 1}`,
  isMarked: image !== null,
  image,
  thumb: image && `${image}.thumb`,
  isFreeSpace: false,
  updatedAt: null,
  ...over,
});

/** A 3x3 card with photos at the given positions. */
const board = (...withPhotos: number[]) =>
  Array.from({ length: 9 }, (_, idx) =>
    cell(idx, withPhotos.includes(idx) ? `/media/p-${idx}.webp` : null, { isFreeSpace: idx === 4 }),
  );

// Stands in for fetch + canvas: bytes that name the photo they came from.
const fakePng: LoadPng = (url) => Promise.resolve(strToU8(`png of ${url}`));

async function unzip(blob: Blob | null) {
  expect(blob).not.toBeNull();
  expect(blob?.type).toBe('application/zip');
  const files = unzipSync(new Uint8Array(await blob!.arrayBuffer()));
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

describe('one player’s zip', () => {
  it('holds cell_{n}.png (n from 1) for the cells with a photo only', async () => {
    // Out of order on purpose: the zip follows the board.
    const cells = board(7, 0, 2).reverse();
    const entries = playerZipEntries({ name: 'Ana', cells });
    expect(entries.map((entry) => entry.path)).toEqual(['cell_1.png', 'cell_3.png', 'cell_8.png']);

    const { blob, added, skipped } = await buildZip(entries, fakePng);
    expect({ added, skipped }).toEqual({ added: 3, skipped: 0 });
    expect(await unzip(blob)).toEqual({
      'cell_1.png': 'png of /media/p-0.webp',
      'cell_3.png': 'png of /media/p-2.webp',
      'cell_8.png': 'png of /media/p-7.webp',
    });
  });

  it('loads the full photo (not the thumbnail), one at a time, and reports progress', async () => {
    let inFlight = 0;
    let most = 0;
    const load = vi.fn<LoadPng>(async (url) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
      return strToU8(url);
    });
    const progress: ZipProgress[] = [];
    await buildZip(playerZipEntries({ name: 'Ana', cells: board(1, 3) }), load, {
      onProgress: (p) => progress.push(p),
    });
    expect(load.mock.calls.map(([url]) => url)).toEqual(['/media/p-1.webp', '/media/p-3.webp']);
    expect(most).toBe(1);
    expect(progress).toEqual([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ]);
  });

  it('makes no zip when there is no photo', async () => {
    const entries = playerZipEntries({ name: 'Ana', cells: board() });
    expect(entries).toEqual([]);
    expect(await buildZip(entries, fakePng)).toEqual({ blob: null, added: 0, skipped: 0 });
  });

  it('leaves out a photo that cannot be loaded rather than failing the whole zip', async () => {
    const load: LoadPng = (url) => (url.includes('p-1') ? Promise.reject(new Error('404')) : fakePng(url));
    const { blob, added, skipped } = await buildZip(
      playerZipEntries({ name: 'A', cells: board(1, 2) }),
      load,
    );
    expect({ added, skipped }).toEqual({ added: 1, skipped: 1 });
    expect(Object.keys(await unzip(blob))).toEqual(['cell_3.png']);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const load: LoadPng = (url) => {
      controller.abort();
      return fakePng(url);
    };
    const entries = playerZipEntries({ name: 'A', cells: board(1, 2) });
    await expect(buildZip(entries, load, { signal: controller.signal })).rejects.toThrow();
  });
});

describe('all players’ zip', () => {
  it('puts each player’s photos in a folder named after them, safe and unique', async () => {
    const players = [
      { name: 'Ana', cells: board(0) },
      { name: '../../etc', cells: board(1, 2) },
      { name: '<script>', cells: board(3) },
      { name: 'Nobody yet', cells: board() },
      { name: 'ana', cells: board(5) },
      { name: '\u202E', cells: board(6) },
    ];
    expect(countPhotos(players)).toBe(6);
    const { blob } = await buildZip(allPlayersZipEntries(players), fakePng);
    expect(await unzip(blob)).toEqual({
      'Ana/cell_1.png': 'png of /media/p-0.webp',
      'etc/cell_2.png': 'png of /media/p-1.webp',
      'etc/cell_3.png': 'png of /media/p-2.webp',
      'script/cell_4.png': 'png of /media/p-3.webp',
      'ana (2)/cell_6.png': 'png of /media/p-5.webp',
      'player/cell_7.png': 'png of /media/p-6.webp',
    });
  });

  it('stores the photos as they are (PNG is compressed already)', async () => {
    const { blob } = await buildZip(allPlayersZipEntries([{ name: 'Ana', cells: board(0) }]), fakePng);
    const bytes = new Uint8Array(await blob!.arrayBuffer());
    // Local file header: signature PK\3\4, then version (2 bytes), flags (2 bytes), compression method 0.
    expect(Array.from(bytes.slice(0, 4))).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(bytes[8] | (bytes[9] << 8)).toBe(0);
  });
});

describe('a team game’s zips', () => {
  const team = (id: string, members: string[]) => ({ id, colour: 'red', members });

  it('put each team’s photos in a folder named by the team, with members.txt naming its members', async () => {
    const teams = [
      { name: 'Red', cells: board(0, 2), team: team('r', ['Ann', 'Bo']) },
      { name: 'Blue', cells: board(), team: team('b', ['Cy']) },
      { name: 'Green', cells: board(7), team: team('g', []) },
    ];
    const entries = allPlayersZipEntries(teams);
    const progress: ZipProgress[] = [];
    const { blob, added } = await buildZip(entries, fakePng, { onProgress: (p) => progress.push(p) });
    expect(added).toBe(3);
    // Progress counts photos only.
    expect(progress.at(-1)).toEqual({ done: 3, total: 3 });
    expect(await unzip(blob)).toEqual({
      'Red/members.txt': 'Red\nAnn\nBo\n',
      'Red/cell_1.png': 'png of /media/p-0.webp',
      'Red/cell_3.png': 'png of /media/p-2.webp',
      'Green/members.txt': 'Green\n',
      'Green/cell_8.png': 'png of /media/p-7.webp',
    });
  });

  it('a team’s own zip lists its members beside the cells; a team without photos makes no zip', async () => {
    const red = { name: 'Red', cells: board(1), team: team('r', ['Ann']) };
    expect(await unzip((await buildZip(playerZipEntries(red), fakePng)).blob)).toEqual({
      'members.txt': 'Red\nAnn\n',
      'cell_2.png': 'png of /media/p-1.webp',
    });
    expect(playerZipEntries({ ...red, cells: board() })).toEqual([]);
  });
});
