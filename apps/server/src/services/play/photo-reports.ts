import { REPORT_REASONS, type TPendingPhoto, type TReportReason } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import type { CellRow } from '../../db/repositories/players.repo';

/**
 * The reports that count against a photo, in the order they came: from players still in the game who were in it
 * when the photo came (joined by the cell's last change), never the photo's own player (isOwnPhoto refuses those).
 */
export function countedReports(db: Db, cell: Pick<CellRow, 'image_key' | 'updated_at'>) {
  return db
    .selectFrom('photo_reports')
    .innerJoin('players', 'players.id', 'photo_reports.player_id')
    .select(['photo_reports.created_at', 'photo_reports.reason'])
    .where('photo_reports.image_key', '=', cell.image_key ?? '')
    .where('players.status', '!=', 'removed')
    .where('players.joined_at', '<=', cell.updated_at)
    .orderBy('photo_reports.created_at')
    .orderBy('photo_reports.player_id');
}

/** Whether any report counts against the photo now in this cell (read in the caller's transaction). */
export async function hasCountedReports(
  db: Db,
  cell: Pick<CellRow, 'image_key' | 'updated_at'>,
): Promise<boolean> {
  if (cell.image_key === null) return false;
  return (await countedReports(db, cell).limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The reports that count against each of these photos, by reason, most reported first (keyed by image key; a
 * photo nobody reported is absent).
 */
export async function reportsByReason(
  ctx: AppContext,
  gameId: string,
  cells: ReadonlyArray<Pick<CellRow, 'image_key' | 'updated_at'>>,
): Promise<Map<string, NonNullable<TPendingPhoto['reports']>>> {
  const byKey = new Map<string, NonNullable<TPendingPhoto['reports']>>();
  const keys = cells.flatMap((cell) => (cell.image_key ? [cell.image_key] : []));
  if (keys.length === 0) return byKey;
  const since = new Map(cells.map((cell) => [cell.image_key, cell.updated_at]));
  const rows = await ctx.db
    .selectFrom('photo_reports')
    .innerJoin('players', 'players.id', 'photo_reports.player_id')
    .select(['photo_reports.image_key', 'photo_reports.reason', 'players.joined_at'])
    .where('photo_reports.game_id', '=', gameId)
    .where('photo_reports.image_key', 'in', keys)
    .where('players.status', '!=', 'removed')
    .execute();
  const counts = new Map<string, Map<TReportReason, number>>();
  for (const row of rows) {
    const photoSince = since.get(row.image_key);
    if (photoSince === undefined || row.joined_at > photoSince) continue;
    const reason = (REPORT_REASONS as readonly string[]).includes(row.reason)
      ? (row.reason as TReportReason)
      : 'other';
    const forPhoto = counts.get(row.image_key) ?? new Map<TReportReason, number>();
    forPhoto.set(reason, (forPhoto.get(reason) ?? 0) + 1);
    counts.set(row.image_key, forPhoto);
  }
  for (const [key, forPhoto] of counts) {
    byKey.set(
      key,
      [...forPhoto]
        .map(([reason, count]) => ({ reason, count }))
        .sort(
          (a, b) => b.count - a.count || REPORT_REASONS.indexOf(a.reason) - REPORT_REASONS.indexOf(b.reason),
        ),
    );
  }
  return byKey;
}
