import type { TPendingPhoto } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { listPendingPhotos as listPendingCells } from '../../db/repositories/cells.repo';
import type { GameRow } from '../../db/repositories/games.repo';
import { listOpenLeases } from '../../db/repositories/review.repo';
import { mediaUrl } from '../../storage/media-store';
import { reportsByReason } from './photo-reports';

/**
 * Photos waiting for the host's decision: held ones first with why (what the check saw, or the guests' reports by
 * reason), then oldest first; each open on a reviewer's screen says whose.
 */
export async function listPendingPhotos(ctx: AppContext, game: GameRow): Promise<TPendingPhoto[]> {
  const [rows, leases] = await Promise.all([
    listPendingCells(ctx.db, game.id),
    listOpenLeases(ctx.db, game.id, new Date().toISOString()),
  ]);
  const reports = await reportsByReason(ctx, game.id, rows);
  const openOn = new Map(
    leases.map((lease) => [
      `${lease.player_id}:${lease.idx}`,
      { userId: lease.user_id, email: lease.email, until: lease.leased_until },
    ]),
  );
  return rows.flatMap((row) => {
    const photo = pendingPhotoOf(row);
    if (!photo) return [];
    const lease = openOn.get(`${row.player_id}:${row.idx}`);
    const reported = row.image_key ? reports.get(row.image_key) : undefined;
    return [{ ...photo, ...(lease ? { openOn: lease } : {}), ...(reported ? { reports: reported } : {}) }];
  });
}

/** A cell waiting for a decision as reviewers see it (every review list), or null when it holds no photo. */
export function pendingPhotoOf(row: {
  player_id: string;
  player_name: string;
  idx: number;
  value: string;
  image_key: string | null;
  thumb_key: string | null;
  updated_at: string;
  hold?: string | null;
  hold_detail?: string | null;
  capture_note?: string | null;
}): TPendingPhoto | null {
  if (!row.image_key || !row.thumb_key) return null;
  return {
    playerId: row.player_id,
    playerName: row.player_name,
    idx: row.idx,
    value: row.value,
    image: mediaUrl(row.image_key),
    thumb: mediaUrl(row.thumb_key),
    updatedAt: row.updated_at,
    ...holdOf(row),
    ...(row.capture_note === 'before-game' || row.capture_note === 'unknown'
      ? { captureNote: row.capture_note }
      : {}),
  };
}

/** Why a photo waits for a person, for reviewers: the hold's reason and what the check saw (none while checking). */
export function holdOf(row: {
  hold?: string | null;
  hold_detail?: string | null;
}): Pick<TPendingPhoto, 'hold'> {
  if (!row.hold || row.hold === 'checking') return {};
  return {
    hold: {
      reason: row.hold as NonNullable<TPendingPhoto['hold']>['reason'],
      ...(row.hold_detail
        ? { scores: likeliestFirst(JSON.parse(row.hold_detail) as Record<string, number>) }
        : {}),
    },
  };
}

/** What the check saw, as a list: each class with its probability, the likeliest first. */
function likeliestFirst(scores: Record<string, number>) {
  return Object.entries(scores)
    .map(([name, probability]) => ({ name, probability }))
    .sort((a, b) => b.probability - a.probability);
}
