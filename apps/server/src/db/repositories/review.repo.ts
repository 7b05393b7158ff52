import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../kysely';
import type { ReviewDecisionsTable } from '../schema';

/**
 * The review queue of a game, in the one order every reviewer is handed photos in: photos waiting for a decision
 * (a photo in a card, not yet marked, of a player not removed), by `queuePriority` then oldest first. Every reader of
 * the queue (handing out, depth) starts here, so what comes first is decided in this one place.
 */
function reviewQueue(db: Db, gameId: string) {
  return (
    db
      .selectFrom('cells')
      .innerJoin('players', 'players.id', 'cells.player_id')
      .leftJoin('review_leases', (join) =>
        join
          .onRef('review_leases.player_id', '=', 'cells.player_id')
          .onRef('review_leases.idx', '=', 'cells.idx'),
      )
      .where('players.game_id', '=', gameId)
      .where('players.status', '<>', 'removed')
      .where('cells.image_key', 'is not', null)
      .where('cells.is_marked', '=', 0)
      // A photo the safety check has not seen yet joins the queue once checked (seconds at most).
      .where((eb) => eb.or([eb('cells.hold', 'is', null), eb('cells.hold', '<>', 'checking')]))
  );
}

/** The queue's priority, lowest first: photos held for a person (safety check, guests' reports) 0, the rest 1. */
const queuePriority = sql<number>`case when cells.hold is null then 1 else 0 end`;

/** How many photos of the game wait for a decision (handed out or not). */
export async function countReviewQueue(db: Db, gameId: string): Promise<number> {
  const row = await reviewQueue(db, gameId)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * The next photos this reviewer may be handed: waiting photos that nobody else holds (no lease, or one that has
 * run out or was for a photo since replaced), at most `limit`, in queue order; the ones they hold come first.
 * Called with the game's row locked, so two reviewers never pick the same photo.
 */
export function pickReviewPhotos(db: Db, gameId: string, userId: string, now: string, limit: number) {
  return reviewQueue(db, gameId)
    .select([
      'cells.player_id',
      'cells.idx',
      'cells.value',
      'cells.image_key',
      'cells.thumb_key',
      'cells.updated_at',
      'cells.hold',
      'cells.hold_detail',
      'players.name as player_name',
      'review_leases.user_id as lease_user_id',
    ])
    .where((eb) =>
      eb.or([
        eb('review_leases.user_id', 'is', null),
        eb('review_leases.user_id', '=', userId),
        eb('review_leases.leased_until', '<=', now),
        eb('review_leases.image_key', '<>', eb.ref('cells.image_key')),
      ]),
    )
    .orderBy((eb) => eb.case().when('review_leases.user_id', '=', userId).then(0).else(1).end())
    .orderBy(queuePriority)
    .orderBy('cells.updated_at')
    .orderBy('cells.player_id')
    .orderBy('cells.idx')
    .limit(limit)
    .execute();
}

/** Hands a photo to a reviewer until `until` (replacing whatever lease the cell had). */
export async function leasePhoto(
  db: Db,
  lease: { gameId: string; playerId: string; idx: number; imageKey: string; userId: string; until: string },
) {
  await db
    .insertInto('review_leases')
    .values({
      game_id: lease.gameId,
      player_id: lease.playerId,
      idx: lease.idx,
      image_key: lease.imageKey,
      user_id: lease.userId,
      leased_until: lease.until,
    })
    .onConflict((oc) =>
      oc.columns(['player_id', 'idx']).doUpdateSet({
        game_id: lease.gameId,
        image_key: lease.imageKey,
        user_id: lease.userId,
        leased_until: lease.until,
      }),
    )
    .execute();
}

/** Who holds this cell's photo now, if anyone else has it handed to them (a live lease for this very photo). */
export function findLiveLease(db: Db, playerId: string, idx: number, imageKey: string, now: string) {
  return db
    .selectFrom('review_leases')
    .select(['user_id', 'leased_until'])
    .where('player_id', '=', playerId)
    .where('idx', '=', idx)
    .where('image_key', '=', imageKey)
    .where('leased_until', '>', now)
    .executeTakeFirst();
}

/**
 * Every photo open on a reviewer's screen now (a live lease for the photo the cell still holds), with whose screen
 * it is: the owner's and co-hosts' view of who holds what.
 */
export function listOpenLeases(db: Db, gameId: string, now: string) {
  return db
    .selectFrom('review_leases')
    .innerJoin('cells', (join) =>
      join
        .onRef('cells.player_id', '=', 'review_leases.player_id')
        .onRef('cells.idx', '=', 'review_leases.idx')
        .onRef('cells.image_key', '=', 'review_leases.image_key'),
    )
    .innerJoin('users', 'users.id', 'review_leases.user_id')
    .select([
      'review_leases.player_id',
      'review_leases.idx',
      'review_leases.user_id',
      'review_leases.leased_until',
      'users.email',
    ])
    .where('review_leases.game_id', '=', gameId)
    .where('review_leases.leased_until', '>', now)
    .execute();
}

/**
 * The reviewer acted (a decision, or asked for photos at their screen): they are handed photos until `until`, and
 * every photo they hold is theirs until then too.
 */
export async function markReviewerActive(db: Db, gameId: string, userId: string, until: string) {
  await db
    .insertInto('review_reviewers')
    .values({ game_id: gameId, user_id: userId, active_until: until })
    .onConflict((oc) => oc.columns(['game_id', 'user_id']).doUpdateSet({ active_until: until }))
    .execute();
  await db
    .updateTable('review_leases')
    .set({ leased_until: until })
    .where('game_id', '=', gameId)
    .where('user_id', '=', userId)
    .execute();
}

/** How many waiting photos this reviewer holds now (live leases for the photo each cell still holds). */
export async function countHeldPhotos(db: Db, gameId: string, userId: string, now: string): Promise<number> {
  const row = await db
    .selectFrom('review_leases')
    .innerJoin('cells', (join) =>
      join
        .onRef('cells.player_id', '=', 'review_leases.player_id')
        .onRef('cells.idx', '=', 'review_leases.idx')
        .onRef('cells.image_key', '=', 'review_leases.image_key'),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('review_leases.game_id', '=', gameId)
    .where('review_leases.user_id', '=', userId)
    .where('review_leases.leased_until', '>', now)
    .where('cells.is_marked', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Until when this reviewer is handed photos without acting again (null: they never asked). */
export async function findReviewerActiveUntil(
  db: Db,
  gameId: string,
  userId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('review_reviewers')
    .select('active_until')
    .where('game_id', '=', gameId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.active_until ?? null;
}

/**
 * The reviewer stops being handed photos until they act again (their screen sat idle, or the owner took their
 * photos back); the photos they held go back to the queue. Answers how many live ones they held.
 */
export async function markReviewerIdle(db: Db, gameId: string, userId: string, now: string): Promise<number> {
  await db
    .updateTable('review_reviewers')
    .set({ active_until: now })
    .where('game_id', '=', gameId)
    .where('user_id', '=', userId)
    .where('active_until', '>', now)
    .execute();
  const released = await db
    .deleteFrom('review_leases')
    .where('game_id', '=', gameId)
    .where('user_id', '=', userId)
    .where('leased_until', '>', now)
    .executeTakeFirst();
  await db.deleteFrom('review_leases').where('game_id', '=', gameId).where('user_id', '=', userId).execute();
  return Number(released.numDeletedRows);
}

/** Whether someone approved or rejected this very photo (not taken back). */
export async function hasDecision(
  db: Db,
  gameId: string,
  imageKey: string,
  /** Only decisions made at or after this time count. */
  since?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('review_decisions')
    .select('id')
    .where('game_id', '=', gameId)
    .where('image_key', '=', imageKey);
  if (since !== undefined) query = query.where('decided_at', '>=', since);
  const row = await query.executeTakeFirst();
  return row !== undefined;
}

/** A decision was made on this cell: its lease ends. */
export async function endLease(db: Db, playerId: string, idx: number) {
  await db.deleteFrom('review_leases').where('player_id', '=', playerId).where('idx', '=', idx).execute();
}

/** Someone's role was taken away: the photos handed to them go back to the queue. */
export async function releaseLeasesOf(db: Db, gameId: string, userId: string) {
  await db.deleteFrom('review_leases').where('game_id', '=', gameId).where('user_id', '=', userId).execute();
}

/** Records a decision and who made it. */
export async function insertReviewDecision(db: Db, row: Omit<ReviewDecisionsTable, 'id'>) {
  await db
    .insertInto('review_decisions')
    .values({ id: randomUUID(), ...row })
    .execute();
}

/** A rejection taken back (undo): it no longer counts. */
export async function deleteRejection(db: Db, gameId: string, imageKey: string) {
  await db
    .deleteFrom('review_decisions')
    .where('game_id', '=', gameId)
    .where('image_key', '=', imageKey)
    .where('decision', '=', 'reject')
    .execute();
}

/** Each reviewer's approvals and rejections in a game, with their e-mail address. */
export function countDecisionsByReviewer(db: Db, gameId: string) {
  return db
    .selectFrom('review_decisions')
    .innerJoin('users', 'users.id', 'review_decisions.user_id')
    .select([
      'review_decisions.user_id as user_id',
      'users.email as email',
      (eb) =>
        eb.fn
          .sum<number | string>(
            eb.case().when('review_decisions.decision', '=', 'approve').then(1).else(0).end(),
          )
          .as('approved'),
      (eb) =>
        eb.fn
          .sum<number | string>(
            eb.case().when('review_decisions.decision', '=', 'reject').then(1).else(0).end(),
          )
          .as('rejected'),
    ])
    .where('review_decisions.game_id', '=', gameId)
    .groupBy(['review_decisions.user_id', 'users.email'])
    .orderBy('users.email')
    .execute();
}
