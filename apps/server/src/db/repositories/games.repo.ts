import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db, DbKind } from '../kysely';
import { prepared } from '../prepared';
import type { GamesTable } from '../schema';
import type { TPrizeLineLoss } from '@picture-bingo/shared';

/** A games row as stored (`words` as JSON text); only the repositories and tests arranging rows see it. */
export type StoredGameRow = GamesTable;

/** A game as the code sees it: the stored row with its JSON columns decoded. */
export type GameRow = Omit<GamesTable, 'words'> & { words: string[] };
/** A game to insert or columns to change, in the decoded form (the labels as an array). */
export type NewGame = Omit<Insertable<GamesTable>, 'words'> & { words: string[] };
/** A change of a game's own columns; its player count moves only with its players (setPlayerCount). */
export type GameChanges = Omit<Updateable<GamesTable>, 'words' | 'player_count'> & { words?: string[] };

/** Decodes a stored games row; every read of the games table comes through here. */
export function decodeGame(row: GamesTable): GameRow {
  return { ...row, words: JSON.parse(row.words) as string[] };
}
const decodeFirst = async (row: Promise<GamesTable | undefined>) => {
  const found = await row;
  return found && decodeGame(found);
};
const decodeAll = async (rows: Promise<GamesTable[]>) => (await rows).map(decodeGame);

export const ACTIVE_STATUSES = ['INACTIVE', 'ACTIVE', 'PAUSED'] as const;
export const PAST_STATUSES = ['COMPLETED', 'CANCELLED'] as const;

export async function insertGame(db: Db, row: NewGame) {
  await db
    .insertInto('games')
    .values({ ...row, words: JSON.stringify(row.words) })
    .execute();
}

const gameByIdQuery = prepared((db, id: string) => db.selectFrom('games').selectAll().where('id', '=', id));
export function findGameById(db: Db, id: string) {
  return decodeFirst(gameByIdQuery.first(db, id));
}

/**
 * A stored code in the form codes are looked up in (shared `roomCodeKey`: O → 0, I/L → 1; codes are stored upper
 * case), spelled exactly as migration 011's index games_code_key_idx so both databases use it. Every `code`
 * argument below is such a key (ZRoomCode's output).
 */
export const codeKeyOf = (table?: 'games') =>
  sql<string>`replace(replace(replace(${sql.ref(table ? `${table}.code` : 'code')}, 'O', '0'), 'I', '1'), 'L', '1')`;

/** The open (not completed/cancelled) game with this code, if any. */
export function findOpenGameByCode(db: Db, code: string) {
  return decodeFirst(openGameByCodeQuery.first(db, code));
}
const openGameByCodeQuery = prepared((db, code: string) =>
  db.selectFrom('games').selectAll().where(codeKeyOf(), '=', code).where('status', 'in', ACTIVE_STATUSES),
);

/**
 * The game a code names for someone about to join: the open one, else the most recent that went live (finished
 * or cancelled), so the join screen can say it has ended rather than that the code is wrong.
 */
export function findJoinableGameByCode(db: Db, code: string) {
  return decodeFirst(joinableGameByCodeQuery.first(db, code));
}
const joinableGameByCodeQuery = prepared((db, code: string) =>
  db
    .selectFrom('games')
    .selectAll()
    .where(codeKeyOf(), '=', code)
    .where((eb) => eb.or([eb('status', 'in', ACTIVE_STATUSES), eb('paid', '=', 1)]))
    .orderBy((eb) => eb.case().when('status', 'in', ACTIVE_STATUSES).then(0).else(1).end())
    .orderBy('created_at', 'desc'),
);

/**
 * The game with this code that this device played in: the open one first, else the most recent finished one,
 * so a player can still see the end (leaderboard, gallery) after the host completed or cancelled the game.
 */
export function findMemberGameByCode(db: Db, code: string, deviceId: string) {
  return decodeFirst(memberGameByCodeQuery.first(db, code, deviceId));
}
const memberGameByCodeQuery = prepared((db, code: string, deviceId: string) =>
  db
    .selectFrom('games')
    .innerJoin('players', 'players.game_id', 'games.id')
    .selectAll('games')
    .where(codeKeyOf('games'), '=', code)
    .where('players.device_id', '=', deviceId)
    .where('games.status', '<>', 'INACTIVE')
    .orderBy((eb) => eb.case().when('games.status', 'in', ACTIVE_STATUSES).then(0).else(1).end())
    .orderBy('games.created_at', 'desc'),
);

export function listHostGames(db: Db, hostUserId: string, statuses: readonly GameRow['status'][]) {
  return decodeAll(
    db
      .selectFrom('games')
      .selectAll()
      .where('host_user_id', '=', hostUserId)
      .where('status', 'in', statuses)
      .orderBy('created_at', 'desc')
      .limit(500)
      .execute(),
  );
}

export async function updateGame(db: Db, id: string, values: GameChanges) {
  const { words, ...columns } = values;
  await db
    .updateTable('games')
    .set({
      ...columns,
      ...(words === undefined ? {} : { words: JSON.stringify(words) }),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/** How many of a host's games went live (each spent one prepaid game). */
export async function countPaidGames(db: Db, hostUserId: string): Promise<number> {
  const row = await db
    .selectFrom('games')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('used'))
    .where('host_user_id', '=', hostUserId)
    .where('paid', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.used);
}

/**
 * Makes a paid-for draft live: paid, ACTIVE, lobby open. Only a draft that is still unpaid changes, so two
 * concurrent attempts spend one prepaid game between them; false when this one lost.
 */
export async function markGameLive(db: Db, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('games')
    .set({ paid: 1, status: 'ACTIVE', phase: 'lobby', updated_at: at })
    .where('id', '=', id)
    .where('paid', '=', 0)
    .where('status', '=', 'INACTIVE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Re-reads a game inside a transaction, serializing writers of that game (joins, start, uploads): on PostgreSQL
 * the row is locked until commit; SQLite runs one write transaction at a time already (and has no row locks).
 *
 * FOR NO KEY UPDATE, not FOR UPDATE: a new player's row holds a KEY SHARE lock on its game's row (its foreign
 * key) from its insert to its commit, and FOR UPDATE would wait for it. A join writes its rows before it takes
 * this lock (join-game.ts), so a start or an upload would wait for every join in flight, and two joins would
 * deadlock. Only deleting the game's row needs FOR UPDATE (lockGameToDelete).
 */
export function lockGame(db: Db, kind: DbKind, id: string) {
  return decodeFirst(kind === 'postgres' ? gameLockQuery.first(db, id) : gameByIdQuery.first(db, id));
}
const gameLockQuery = prepared((db, id: string) =>
  db.selectFrom('games').selectAll().where('id', '=', id).forNoKeyUpdate(),
);

/**
 * The game's player count after its players changed, written under the game's lock (lockGame) by the
 * transaction that changed them: joins, removals, restores.
 */
export async function setPlayerCount(db: Db, id: string, count: number) {
  await db.updateTable('games').set({ player_count: count }).where('id', '=', id).execute();
}

/**
 * lockGame before the game's row is deleted: FOR UPDATE also waits for the joins writing their rows, and keeps
 * new ones out (their foreign key check waits, then finds the game gone).
 */
export function lockGameToDelete(db: Db, kind: DbKind, id: string) {
  return decodeFirst(kind === 'postgres' ? gameToDeleteQuery.first(db, id) : gameByIdQuery.first(db, id));
}
const gameToDeleteQuery = prepared((db, id: string) =>
  db.selectFrom('games').selectAll().where('id', '=', id).forUpdate(),
);

/** Games whose clock is running: their time-up moments are scheduled when the server starts. */
export function listRunningGames(db: Db) {
  return decodeAll(
    db
      .selectFrom('games')
      .selectAll()
      .where('status', '=', 'ACTIVE')
      .where('phase', '=', 'playing')
      .where('ends_at', 'is not', null)
      .execute(),
  );
}

/** One prize won, as stored in games.prize_awards (migration 015); the name is the winner's at the award. */
export interface StoredPrizeWin {
  index: number;
  playerId: string;
  playerName: string;
  awardedAt: string;
  /** Set while the winner's card no longer meets the prize's condition and the host has not decided. */
  lineLost?: TPrizeLineLoss;
  /** Cells whose loss the host answered "Keep the prize": losing the line by one of them again asks nothing. */
  keptCells?: number[];
  /** When the host last kept the prize, and who (their user id). */
  keptAt?: string;
  keptBy?: string;
}

/** games.prizes decoded: the prizes as set up, in order. */
export function gamePrizes(
  game: Pick<GameRow, 'prizes'>,
): { name: string; condition: GameRow['win_condition'] }[] {
  return JSON.parse(game.prizes) as { name: string; condition: GameRow['win_condition'] }[];
}

/** games.prize_awards decoded: the prizes won so far. */
export function gamePrizeWins(game: Pick<GameRow, 'prize_awards'>): StoredPrizeWin[] {
  return JSON.parse(game.prize_awards) as StoredPrizeWin[];
}
