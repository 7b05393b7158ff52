import type { Db } from '../kysely';
import type { BingoCallsTable } from '../schema';

export type BingoCallRow = BingoCallsTable;
/** A call with the name of the card that called. */
export type BingoCallWithName = BingoCallRow & { player_name: string };

const withName = (db: Db) =>
  db
    .selectFrom('bingo_calls')
    .innerJoin('players', 'players.id', 'bingo_calls.player_id')
    .selectAll('bingo_calls')
    .select('players.name as player_name');

/** The card's open call, if any (a card has at most one open call). */
export function findOpenCallOfCard(db: Db, playerId: string) {
  return db
    .selectFrom('bingo_calls')
    .selectAll()
    .where('player_id', '=', playerId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

export async function insertBingoCall(db: Db, row: BingoCallRow) {
  await db.insertInto('bingo_calls').values(row).execute();
}

/** A card called again while its call is open: the call reads the new time, caller and line. */
export async function renewBingoCall(
  db: Db,
  callId: string,
  changes: Pick<BingoCallRow, 'caller_name' | 'called_at' | 'cells' | 'first' | 'condition' | 'prize_index'>,
) {
  await db.updateTable('bingo_calls').set(changes).where('id', '=', callId).execute();
}

/** One call of this game. */
export function findBingoCall(db: Db, gameId: string, callId: string) {
  return withName(db)
    .where('bingo_calls.game_id', '=', gameId)
    .where('bingo_calls.id', '=', callId)
    .executeTakeFirst();
}

/** The card's latest call, answered or not. */
export function findLatestCallOfCard(db: Db, playerId: string) {
  return withName(db)
    .where('bingo_calls.player_id', '=', playerId)
    .orderBy('bingo_calls.called_at', 'desc')
    .orderBy('bingo_calls.id', 'desc')
    .executeTakeFirst();
}

/** The game's open calls of cards still in the game, oldest first. */
export function listOpenCalls(db: Db, gameId: string) {
  return withName(db)
    .where('bingo_calls.game_id', '=', gameId)
    .where('bingo_calls.status', '=', 'open')
    .where('players.status', '<>', 'removed')
    .orderBy('bingo_calls.called_at')
    .orderBy('bingo_calls.id')
    .execute();
}

/** Answers an open call unless someone answered first: true for the one caller that did. */
export async function answerBingoCall(
  db: Db,
  callId: string,
  answer: Pick<BingoCallRow, 'status' | 'reason' | 'decided_at' | 'decided_by'>,
): Promise<boolean> {
  const result = await db
    .updateTable('bingo_calls')
    .set(answer)
    .where('id', '=', callId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * An award settles the game's open calls for that prize (every open call in a one-winner game): the winner's
 * is awarded, the others overtaken. Answers the calls it changed, for their cards' phones.
 */
export async function settleOpenCalls(
  db: Db,
  gameId: string,
  winnerId: string,
  prizeIndex: number | null,
  at: string,
  by: string | null,
): Promise<BingoCallWithName[]> {
  let open = withName(db).where('bingo_calls.game_id', '=', gameId).where('bingo_calls.status', '=', 'open');
  if (prizeIndex !== null) open = open.where('bingo_calls.prize_index', '=', prizeIndex);
  const calls = await open.execute();
  const settled: BingoCallWithName[] = [];
  for (const call of calls) {
    const status = call.player_id === winnerId ? 'awarded' : 'overtaken';
    if (await answerBingoCall(db, call.id, { status, reason: null, decided_at: at, decided_by: by })) {
      settled.push({ ...call, status, decided_at: at, decided_by: by });
    }
  }
  return settled;
}

/**
 * Closes every open call of the game with a reason (its game was cancelled): answers the calls it changed, for
 * their cards' phones.
 */
export async function closeOpenCalls(
  db: Db,
  gameId: string,
  reason: string,
  at: string,
): Promise<BingoCallWithName[]> {
  const calls = await withName(db)
    .where('bingo_calls.game_id', '=', gameId)
    .where('bingo_calls.status', '=', 'open')
    .execute();
  const closed: BingoCallWithName[] = [];
  const answer = { status: 'closed' as const, reason, decided_at: at, decided_by: null };
  for (const call of calls) {
    if (await answerBingoCall(db, call.id, answer)) closed.push({ ...call, ...answer });
  }
  return closed;
}

/**
 * The card's awarded call for this prize, marked `withdrawn` (the host withdrew the prize): the call as it is
 * now, or undefined when the prize was awarded without a call.
 */
export async function withdrawAwardedCall(
  db: Db,
  change: {
    gameId: string;
    playerId: string;
    prizeIndex: number;
    at: string;
    by: string | null;
    /** Why, as the card's phones read it: how a photo left the winning line. */
    reason: string;
  },
): Promise<BingoCallWithName | undefined> {
  const awarded = await withName(db)
    .where('bingo_calls.game_id', '=', change.gameId)
    .where('bingo_calls.player_id', '=', change.playerId)
    .where('bingo_calls.prize_index', '=', change.prizeIndex)
    .where('bingo_calls.status', '=', 'awarded')
    .executeTakeFirst();
  if (!awarded) return undefined;
  const answer = {
    status: 'withdrawn' as const,
    reason: change.reason,
    decided_at: change.at,
    decided_by: change.by,
  };
  await db.updateTable('bingo_calls').set(answer).where('id', '=', awarded.id).execute();
  return { ...awarded, ...answer };
}
