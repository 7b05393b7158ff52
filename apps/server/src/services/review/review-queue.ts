import { GAME_NOT_FOUND, type TGameRole } from '@picture-bingo/shared';
import type { TReviewerCount, TReviewQueue } from '@picture-bingo/shared/staff';
import type { AppContext } from '../../context';
import { lockGame, type GameRow } from '../../db/repositories/games.repo';
import {
  countDecisionsByReviewer,
  countHeldPhotos,
  countReviewQueue,
  findReviewerActiveUntil,
  leasePhoto,
  markReviewerActive,
  markReviewerIdle,
  pickReviewPhotos,
} from '../../db/repositories/review.repo';
import { listMembers } from '../../db/repositories/staff.repo';
import { findUserById } from '../../db/repositories/users.repo';
import { notFound } from '../../errors';
import { pendingPhotoOf } from '../play/list-pending-photos';
import { reportsByReason } from '../play/photo-reports';

/** How many photos a reviewer holds at once unless they ask for another number. */
export const REVIEW_BATCH = 3;

/** What the caller asks of the queue: how many photos to hold, and whether the person at the screen asked. */
export interface TakeReviewPhotos {
  count?: number;
  /** The person at the screen asked (opened it, or "Continue reviewing"): an act, like a decision. */
  resume?: boolean;
}

/**
 * Hands the caller up to `count` photos to review: the ones they still hold, then the next in queue order that
 * nobody else holds. A reviewer is handed photos only while they act: each decision, or asking at the screen
 * (`resume`), keeps them and every photo they hold for REVIEW_LEASE_SECONDS; a screen's own polling renews
 * nothing, unless it holds no photo (it waits for some, it is not idle). Once that time passes without an act, the photos they held go back to the queue and they are handed
 * none (`idle`) until they ask again. Taken with the game's row locked, so two reviewers asking at once are served
 * one after the other and never get the same photo. With the depth of the queue and every reviewer's counts.
 */
export async function takeReviewPhotos(
  ctx: AppContext,
  game: GameRow,
  userId: string,
  { count = REVIEW_BATCH, resume = false }: TakeReviewPhotos = {},
): Promise<TReviewQueue> {
  const { rows, idle, until } = await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockGame(trx, ctx.dbKind, game.id))) throw notFound(GAME_NOT_FOUND);
    const now = new Date();
    if (resume) await markReviewerActive(trx, game.id, userId, reviewActiveUntil(ctx, now));
    let until = await findReviewerActiveUntil(trx, game.id, userId);
    if (until === null || until <= now.toISOString()) {
      await markReviewerIdle(trx, game.id, userId, now.toISOString());
      return { rows: [] as Awaited<ReturnType<typeof pickReviewPhotos>>, idle: true, until: '' };
    }
    // A screen holding nothing has nothing to act on: it is waiting for photos, not idle.
    if ((await countHeldPhotos(trx, game.id, userId, now.toISOString())) === 0) {
      until = reviewActiveUntil(ctx, now);
      await markReviewerActive(trx, game.id, userId, until);
    }
    const rows = await pickReviewPhotos(trx, game.id, userId, now.toISOString(), count);
    for (const row of rows) {
      if (row.image_key === null) continue;
      await leasePhoto(trx, {
        gameId: game.id,
        playerId: row.player_id,
        idx: row.idx,
        imageKey: row.image_key,
        userId,
        until,
      });
    }
    return { rows, idle: false, until };
  });
  // Each photo with the reports that count against it, by reason (the reviewer decides those one by one).
  const reports = await reportsByReason(ctx, game.id, rows);
  const photos = rows.flatMap((row) => {
    const photo = pendingPhotoOf(row);
    const reported = row.image_key ? reports.get(row.image_key) : undefined;
    return photo ? [{ ...photo, leasedUntil: until, ...(reported ? { reports: reported } : {}) }] : [];
  });
  const [depth, counts] = await Promise.all([countReviewQueue(ctx.db, game.id), reviewerCounts(ctx, game)]);
  return { photos, depth, counts, idle };
}

/** When a reviewer who acts now stops being handed photos (and their photos go back) unless they act again. */
export const reviewActiveUntil = (ctx: AppContext, now: Date): string =>
  new Date(now.getTime() + ctx.config.reviewLeaseSeconds * 1000).toISOString();

/**
 * The owner or a co-host takes back every photo open on one reviewer's screen: the photos go back to the queue, and
 * that screen is handed none until its person asks again. Answers how many went back.
 */
export async function releaseReviewer(ctx: AppContext, game: GameRow, userId: string): Promise<number> {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await lockGame(trx, ctx.dbKind, game.id))) throw notFound(GAME_NOT_FOUND);
    return markReviewerIdle(trx, game.id, userId, new Date().toISOString());
  });
}

/**
 * Every reviewer's decisions in the game: the owner and each member (none yet counts as zero), and anyone whose
 * role was taken away since (their decisions still count, without a role).
 */
export async function reviewerCounts(ctx: AppContext, game: GameRow): Promise<TReviewerCount[]> {
  const [decisions, members, owner] = await Promise.all([
    countDecisionsByReviewer(ctx.db, game.id),
    listMembers(ctx.db, game.id),
    findUserById(ctx.db, game.host_user_id),
  ]);
  const people = new Map<string, TReviewerCount>();
  const add = (userId: string, email: string, role: TGameRole | null) =>
    people.set(userId, { userId, email, role, approved: 0, rejected: 0 });
  if (owner) add(owner.id, owner.email, 'owner');
  for (const member of members) add(member.user_id, member.email, member.role);
  for (const row of decisions) {
    if (row.user_id === null) continue;
    const person = people.get(row.user_id) ?? add(row.user_id, row.email, null).get(row.user_id);
    if (!person) continue;
    person.approved = Number(row.approved ?? 0);
    person.rejected = Number(row.rejected ?? 0);
  }
  return [...people.values()];
}
