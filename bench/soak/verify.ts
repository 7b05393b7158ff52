/**
 * The soak's end: what the phones were told against what the database holds (the host's gallery and
 * progress, fetched fresh), whether every stored photo is served, and whether every screen shows the database.
 */
import type { TGallery, TProgress } from '@picture-bingo/shared';
import sharp from 'sharp';
import { mapLimit } from '@picture-bingo/testkit';
import type { PlannedUpload, UploadRecord } from './protocol';
import { getJson, type Screen } from './screens';
import type { SoakGame } from './setup';
import { StatusTally } from './tally';

/** The database's view of one game, as its host reads it. */
export interface Truth {
  game: SoakGame;
  gallery: TGallery;
  progress: TProgress;
}

export async function readTruth(url: string, games: SoakGame[], tally: StatusTally): Promise<Truth[]> {
  return mapLimit(games, 2, async (game) => {
    const api = `${url}/api/game/${game.code}`;
    const gallery = await getJson<TGallery>(`${api}/gallery`, game.hostToken, tally);
    const progress = await getJson<TProgress>(`${api}/progress`, game.hostToken, tally);
    if (!gallery || !progress) throw new Error(`could not read game ${game.code} back (${tally.toString()})`);
    return { game, gallery, progress };
  });
}

/** Up to `limit` paths where two JSON values differ (`players[3].markedCount: 5 ≠ 6`). */
export function differences(a: unknown, b: unknown, limit = 3, path = ''): string[] {
  if (Object.is(a, b)) return [];
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return [`${path || '.'}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`];
  }
  if (Array.isArray(a) !== Array.isArray(b)) return [`${path || '.'}: array ≠ object`];
  const out: string[] = [];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const sub = Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`;
    out.push(
      ...differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], limit, sub),
    );
    if (out.length >= limit) break;
  }
  return out.slice(0, limit);
}

export interface PhotoCheck {
  /** Uploads answered 2xx. */
  accepted: number;
  /** Cells whose latest 2xx upload is not what the database holds (image, thumbnail, counted). */
  lost: number;
  /** Older accepted photos of a cell that a later one replaced (only when photos > cells). */
  replaced: number;
  /** Photos in the database that no 2xx answer announced. */
  unannounced: number;
  /** Photos in the database (every player's cells with an image). */
  stored: number;
  /** Players whose card is full and who are recorded as completed. */
  completedPlayers: number;
  fullCards: number;
  examples: string[];
}

export function checkPhotos(plan: PlannedUpload[], records: UploadRecord[], truth: Truth[]): PhotoCheck {
  const examples: string[] = [];
  const cellKey = (playerId: string, idx: number) => `${playerId}:${idx}`;
  const latest = new Map<string, UploadRecord>();
  let accepted = 0;
  let replaced = 0;
  for (const record of records) {
    if (record.status < 200 || record.status >= 300) continue;
    accepted++;
    const key = cellKey(plan[record.id].playerId, plan[record.id].idx);
    const before = latest.get(key);
    if (before) replaced++;
    if (!before || before.id < record.id) latest.set(key, record);
  }
  const announced = new Set(records.flatMap((r) => (r.image ? [r.image] : [])));
  const held = new Map<string, { image: string | null; thumb: string | null; isMarked: boolean }>();
  let stored = 0;
  let unannounced = 0;
  let completedPlayers = 0;
  let fullCards = 0;
  for (const { gallery } of truth) {
    for (const player of gallery.players) {
      const photos = player.cells.filter((c) => !c.isFreeSpace && c.image);
      if (photos.length === player.cells.length - 1 && photos.every((c) => c.isMarked)) fullCards++;
      if (player.status === 'completed') completedPlayers++;
      for (const cell of player.cells) {
        held.set(cellKey(player.id, cell.idx), cell);
        if (!cell.image) continue;
        stored++;
        if (!announced.has(cell.image)) {
          unannounced++;
          if (examples.length < 5) examples.push(`unannounced photo ${cell.image} of ${player.name}`);
        }
      }
    }
  }
  let lost = 0;
  for (const [key, record] of latest) {
    const cell = held.get(key);
    if (cell && cell.image === record.image && cell.thumb === record.thumb && cell.isMarked) continue;
    lost++;
    if (examples.length < 5) {
      examples.push(`lost upload #${record.id} (${key}): answered ${record.image}, stored ${cell?.image}`);
    }
  }
  return { accepted, lost, replaced, unannounced, stored, completedPlayers, fullCards, examples };
}

export interface MediaCheck {
  /** Files fetched (each photo and its thumbnail). */
  checked: number;
  bad: number;
  tally: StatusTally;
  /** Sizes of the first few, decoded: the photo keeps its size (under 1600 px), the thumbnail fits 400 px. */
  sampleSizes: string[];
  examples: string[];
}

const isWebp = (bytes: Buffer) =>
  bytes.length > 12 &&
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
  bytes.subarray(8, 12).toString('latin1') === 'WEBP';

/** Every stored photo and thumbnail is served, whole, as WebP. */
export async function checkMedia(url: string, truth: Truth[], concurrency = 8): Promise<MediaCheck> {
  const paths = truth.flatMap(({ gallery }) =>
    gallery.players.flatMap((p) =>
      p.cells.flatMap((c) =>
        c.image && c.thumb
          ? [
              { path: c.image, thumb: false },
              { path: c.thumb, thumb: true },
            ]
          : [],
      ),
    ),
  );
  const tally = new StatusTally();
  const examples: string[] = [];
  const sampleSizes: string[] = [];
  let bad = 0;
  await mapLimit(paths, concurrency, async ({ path, thumb }, i) => {
    let problem: string | null = null;
    try {
      const res = await fetch(new URL(path, url));
      const bytes = Buffer.from(await res.arrayBuffer());
      tally.add(res.status);
      if (res.status !== 200) problem = `status ${res.status}`;
      else if (res.headers.get('content-type') !== 'image/webp')
        problem = `type ${res.headers.get('content-type')}`;
      else if (Number(res.headers.get('content-length')) !== bytes.length) problem = 'cut short';
      else if (!isWebp(bytes)) problem = 'not WebP';
      else if (i < 6) {
        const meta = await sharp(bytes).metadata();
        sampleSizes.push(`${thumb ? 'thumb' : 'photo'} ${meta.width}x${meta.height} ${bytes.length} B`);
      }
    } catch (error) {
      tally.add(0);
      problem = (error as Error).message;
    }
    if (problem) {
      bad++;
      if (examples.length < 5) examples.push(`${path}: ${problem}`);
    }
  });
  return { checked: paths.length, bad, tally, sampleSizes, examples };
}

export interface ScreenCheck {
  screens: number;
  consistent: number;
  disconnects: number;
  cellEvents: number;
  thumbs: StatusTally;
  tally: StatusTally;
  examples: string[];
}

/** What a screen would show, against the database: progress (both screens) and the wall's gallery. */
export function checkScreens(screens: Screen[], truth: Truth[]): ScreenCheck {
  const thumbs = new StatusTally();
  const tally = new StatusTally();
  const examples: string[] = [];
  let consistent = 0;
  for (const screen of screens) {
    thumbs.merge(screen.thumbs);
    tally.merge(screen.tally);
    const db = truth[screen.game];
    const problems: string[] = [];
    const progress = screen.progress.data;
    if (!progress) problems.push('progress never loaded');
    else {
      const pick = (p: TProgress) => ({ game: p.game, players: p.players, ranking: p.ranking });
      problems.push(...differences(pick(progress), pick(db.progress)).map((d) => `progress${d}`));
    }
    if (screen.gallery) {
      const gallery = screen.gallery.data;
      const pick = (g: TGallery) =>
        g.players.map((p) => ({ id: p.id, markedCount: p.markedCount, cells: p.cells }));
      if (!gallery) problems.push('gallery never loaded');
      else problems.push(...differences(pick(gallery), pick(db.gallery)).map((d) => `gallery${d}`));
    }
    if (screen.disconnects) problems.push(`${screen.disconnects} disconnect(s)`);
    if (problems.length === 0) consistent++;
    else if (examples.length < 6)
      examples.push(`${screen.kind} of game ${screen.game + 1}: ${problems.join('; ')}`);
  }
  return {
    screens: screens.length,
    consistent,
    disconnects: screens.reduce((n, s) => n + s.disconnects, 0),
    cellEvents: screens.reduce((n, s) => n + s.cellEvents, 0),
    thumbs,
    tally,
    examples,
  };
}
