import { GAME_NOT_FOUND, type TGameRole } from '@picture-bingo/shared';
import type { TReviewerCount, TReviewQueue } from '@picture-bingo/shared/staff';
import type { AppContext } from '../../context';
import { lockGame, type GameRow } from '../../db/repositories/games.repo';
import {
  countDecisionsByReviewer,
  countReviewQueue,
  leasePhoto,
  pickReviewPhotos,
} from '../../db/repositories/review.repo';
import { listMembers } from '../../db/repositories/staff.repo';
import { findUserById } from '../../db/repositories/users.repo';
import { notFound } from '../../errors';
import { pendingPhotoOf } from '../play/list-pending-photos';

/** How many photos a reviewer holds at once unless they ask for another number. */
export const REVIEW_BATCH = 3;

/**
 * Hands the caller up to `count` photos to review: the ones they still hold, then the next in queue order that
 * nobody else holds, each theirs for REVIEW_LEASE_SECONDS from now. Taken with the game's row locked, so two
 * reviewers asking at once are served one after the other and never get the same photo; a photo whose lease ran
 * out undecided is handed out again. With the depth of the queue and every reviewer's counts.
 */
export async function takeReviewPhotos(
  ctx: AppContext,
  game: GameRow,
  userId: string,
  count = REVIEW_BATCH,
): Promise<TReviewQueue> {
  const photos = await ctx.db.transaction().execute(async (trx) => {
    if (!(await lockGame(trx, ctx.dbKind, game.id))) throw notFound(GAME_NOT_FOUND);
    const now = new Date();
    const until = new Date(now.getTime() + ctx.config.reviewLeaseSeconds * 1000).toISOString();
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
    return rows.flatMap((row) => {
      const photo = pendingPhotoOf(row);
      return photo ? [{ ...photo, leasedUntil: until }] : [];
    });
  });
  const [depth, counts] = await Promise.all([countReviewQueue(ctx.db, game.id), reviewerCounts(ctx, game)]);
  return { photos, depth, counts };
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
