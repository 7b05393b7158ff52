import { LOBBY_SNAPSHOT_PLAYERS, textKey } from '@picture-bingo/shared';
import { sql, type Updateable } from 'kysely';
import type { Db } from '../kysely';
import { prepared, preparedInsert } from '../prepared';
import type { CellsTable, PlayersTable } from '../schema';

export type PlayerRow = PlayersTable;
export type CellRow = CellsTable;

/**
 * The key names are compared by, unique per game: the shared normalised, case-folded form, so "Admin",
 * "admin\u200B" and "ａｄｍｉｎ" are one name.
 */
export const nameKey = (name: string) => textKey(name);

export function findPlayerByDevice(db: Db, gameId: string, deviceId: string) {
  return playerByDeviceQuery.first(db, gameId, deviceId);
}
const playerByDeviceQuery = prepared((db, gameId: string, deviceId: string) =>
  db.selectFrom('players').selectAll().where('game_id', '=', gameId).where('device_id', '=', deviceId),
);

export function findPlayerById(db: Db, id: string) {
  return playerByIdQuery.first(db, id);
}
const playerByIdQuery = prepared((db, id: string) =>
  db.selectFrom('players').selectAll().where('id', '=', id),
);

/** A player of this game (not removed) other than `exceptId` who already uses this name. */
export function findPlayerByName(db: Db, gameId: string, name: string, exceptId: string | null) {
  return exceptId === null
    ? playerByNameQuery.first(db, gameId, nameKey(name))
    : otherPlayerByNameQuery.first(db, gameId, nameKey(name), exceptId);
}
const playerByNameQuery = prepared((db, gameId: string, key: string) =>
  db
    .selectFrom('players')
    .select('id')
    .where('game_id', '=', gameId)
    .where('name_key', '=', key)
    // A literal, not a parameter: only then may the partial unique index on (game_id, name_key) serve it.
    .where(sql<boolean>`status <> 'removed'`),
);
const otherPlayerByNameQuery = prepared((db, gameId: string, key: string, exceptId: string) =>
  db
    .selectFrom('players')
    .select('id')
    .where('game_id', '=', gameId)
    .where('name_key', '=', key)
    .where(sql<boolean>`status <> 'removed'`)
    .where('id', '<>', exceptId),
);

const insertPlayers = preparedInsert('players', [
  'id',
  'game_id',
  'device_id',
  'user_id',
  'name',
  'name_key',
  'status',
  'joined_at',
  'removed_at',
  'completed_at',
  'updated_at',
  'kind',
  'team_id',
]);

export async function insertPlayer(db: Db, row: PlayersTable) {
  await insertPlayers(db, [{ ...row, kind: row.kind ?? 'player', team_id: row.team_id ?? null }]);
}

export async function updatePlayer(db: Db, id: string, values: Updateable<PlayersTable>) {
  await db
    .updateTable('players')
    .set({ ...values, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

/** A row of a person (an individual player or a team's member), not a team's card. */
const isPerson = sql<boolean>`players.kind <> 'team'`;
/** A row that owns a card (an individual player or a team's card row), not a team's member. */
const hasCard = sql<boolean>`players.kind <> 'member'`;

/** Players still in the game (not removed), in the order they joined: people, never a team's card row. */
export function listGamePlayers(db: Db, gameId: string) {
  return gamePlayersQuery.all(db, gameId);
}
const gamePlayersQuery = prepared((db, gameId: string) =>
  db
    .selectFrom('players')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', '<>', 'removed')
    .where(isPerson)
    .orderBy('joined_at')
    .orderBy('id'),
);

/**
 * The cards of a game still in play (not removed), in the order they were dealt: each individual player's, or in
 * a team game each team's card row. Standings, the gallery, BINGO! and prizes are about these.
 */
export function listGameCards(db: Db, gameId: string) {
  return gameCardsQuery.all(db, gameId);
}
const gameCardsQuery = prepared((db, gameId: string) =>
  db
    .selectFrom('players')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', '<>', 'removed')
    .where(hasCard)
    .orderBy('joined_at')
    .orderBy('id'),
);

/**
 * The game's most recent joins (not removed), at most `LOBBY_SNAPSHOT_PLAYERS`, in the order they joined: the
 * newest rows off the (game_id, joined_at) index, not the whole lobby read and cut.
 */
export async function listRecentGamePlayers(db: Db, gameId: string) {
  return (await recentGamePlayersQuery.all(db, gameId)).reverse();
}
const recentGamePlayersQuery = prepared((db, gameId: string) =>
  db
    .selectFrom('players')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', '<>', 'removed')
    .where(isPerson)
    .orderBy('joined_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LOBBY_SNAPSHOT_PLAYERS),
);

/**
 * Players still in the game who joined at `since` or later and have no photo on their card: a flood of joins the
 * host clears at once. At most `limit`, the newest first.
 */
export function listRecentPlayersWithoutPhoto(db: Db, gameId: string, since: string, limit: number) {
  return (
    db
      .selectFrom('players')
      .selectAll()
      .where('game_id', '=', gameId)
      .where('status', '<>', 'removed')
      // Individual players only: a member has no card of their own, and their photos are their team's.
      .where(sql<boolean>`players.kind = 'player'`)
      .where('joined_at', '>=', since)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('cells')
              .select('cells.player_id')
              .whereRef('cells.player_id', '=', 'players.id')
              .where('cells.image_key', 'is not', null),
          ),
        ),
      )
      .orderBy('joined_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute()
  );
}

/** Players the host removed from a game, the latest removal first (the host may undo each). */
export function listRemovedPlayers(db: Db, gameId: string) {
  return db
    .selectFrom('players')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('status', '=', 'removed')
    .orderBy('removed_at', 'desc')
    .orderBy('id')
    .limit(500)
    .execute();
}

export async function countGamePlayers(db: Db, gameId: string): Promise<number> {
  const row = await countGamePlayersQuery.first(db, gameId);
  return Number(row?.count ?? 0);
}
const countGamePlayersQuery = prepared((db, gameId: string) =>
  db
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('game_id', '=', gameId)
    .where('status', '<>', 'removed')
    .where(isPerson),
);

/** Names of these cards, a player's or a team's (removed ones too: a winner stays the winner), by id. */
export async function cardNamesById(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('players').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Players still in each game (not removed); games without players are absent from the map. */
export async function countPlayersByGame(db: Db, gameIds: readonly string[]): Promise<Map<string, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('players')
    .select(['game_id', (eb) => eb.fn.countAll<number | string | bigint>().as('count')])
    .where('game_id', 'in', gameIds)
    .where('status', '<>', 'removed')
    .where(isPerson)
    .groupBy('game_id')
    .execute();
  return new Map(rows.map((r) => [r.game_id, Number(r.count)]));
}

/** Moves every waiting player of a game to `playing` (the host started it). */
export async function markPlayersPlaying(db: Db, gameId: string, at: string) {
  await db
    .updateTable('players')
    .set({ status: 'playing', updated_at: at })
    .where('game_id', '=', gameId)
    .where('status', '=', 'waiting')
    .execute();
}

/** A card's cells, in one statement. */
export const insertCells = preparedInsert('cells', [
  'player_id',
  'idx',
  'value',
  'is_marked',
  'image_key',
  'thumb_key',
  'updated_at',
]);

/** A card's cells, by position. */
export function listCells(db: Db, playerId: string) {
  return cellsQuery.all(db, playerId);
}
const cellsQuery = prepared((db, playerId: string) =>
  db.selectFrom('cells').selectAll().where('player_id', '=', playerId).orderBy('idx'),
);
