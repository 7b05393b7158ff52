import { randomUUID } from 'node:crypto';
import { LOBBY_SNAPSHOT_PLAYERS, textKey } from '@picture-bingo/shared';
import { CompiledQuery, sql, type Updateable } from 'kysely';
import type { Db, DbKind } from '../kysely';
import { prepared, preparedInsert } from '../prepared';
import type { CellsTable, PlayersTable } from '../schema';

export type PlayerRow = PlayersTable;
export type CellRow = CellsTable;
/** A cell as a card is dealt: the columns an insert writes. */
export type NewCell = Pick<CellsTable, (typeof CELL_COLUMNS)[number]>;

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

/**
 * In one read: this device's player in the game, and the player (not removed) who uses this name. Each half
 * of the union is served by its own unique index.
 */
export async function findDeviceOrNamePlayer(db: Db, gameId: string, deviceId: string, name: string) {
  const key = nameKey(name);
  const rows = await deviceOrNameQuery.all(db, gameId, deviceId, gameId, key);
  return {
    byDevice: rows.find((row) => row.device_id === deviceId),
    byName: rows.find((row) => row.name_key === key && row.status !== 'removed'),
  };
}
const deviceOrNameQuery = prepared((db, gameId: string, deviceId: string, gameAgain: string, key: string) =>
  db
    .selectFrom('players')
    .selectAll()
    .where('game_id', '=', gameId)
    .where('device_id', '=', deviceId)
    .unionAll(
      db
        .selectFrom('players')
        .selectAll()
        .where('game_id', '=', gameAgain)
        .where('name_key', '=', key)
        .where(sql<boolean>`status <> 'removed'`),
    ),
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

const PLAYER_COLUMNS = [
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
] as const satisfies readonly (keyof PlayersTable)[];

const CELL_COLUMNS = [
  'player_id',
  'idx',
  'value',
  'is_marked',
  'image_key',
  'thumb_key',
  'updated_at',
] as const satisfies readonly (keyof CellsTable)[];

const insertPlayers = preparedInsert('players', PLAYER_COLUMNS);

/** A new row of the players table, at `at`: who it is and where it plays; its card's progress still empty. */
export function newPlayerRow(
  values: Pick<
    PlayerRow,
    'game_id' | 'device_id' | 'user_id' | 'name' | 'name_key' | 'status' | 'kind' | 'team_id'
  >,
  at: string,
): PlayerRow {
  return {
    id: randomUUID(),
    ...values,
    joined_at: at,
    removed_at: null,
    completed_at: null,
    updated_at: at,
    line_at: null,
    two_lines_at: null,
    full_at: null,
  };
}

export async function insertPlayer(db: Db, row: PlayersTable) {
  await insertPlayers(db, [{ ...row, kind: row.kind ?? 'player', team_id: row.team_id ?? null }]);
}

/**
 * One multi-row INSERT of any number of rows, its SQL written directly: Kysely's builder costs about a
 * microsecond a value, which a batch of a hundred 25-cell cards (17,500 values) would spend on every call.
 */
function insertMany<R>(
  kind: DbKind,
  table: string,
  columns: readonly (keyof R & string)[],
  rows: readonly R[],
  tail = '',
): CompiledQuery {
  const parameters: unknown[] = [];
  const tuples = rows.map((row) => {
    const slots = columns.map((column) => {
      parameters.push(row[column]);
      return kind === 'postgres' ? `$${parameters.length}` : '?';
    });
    return `(${slots.join(', ')})`;
  });
  const names = columns.map((column) => `"${column}"`).join(', ');
  return CompiledQuery.raw(
    `insert into "${table}" (${names}) values ${tuples.join(', ')}${tail}`,
    parameters,
  );
}

/**
 * New players' rows, each written unless its device or its name is already taken in its game (by a committed
 * row, or by a concurrent transaction's once that commits): the ids of the rows written. Rows go in by name so
 * that two such inserts wait for each other's names in one order.
 */
export async function insertNewPlayers(db: Db, kind: DbKind, rows: readonly PlayerRow[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const ordered = [...rows].sort((a, b) => (a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : 0));
  const query = insertMany(
    kind,
    'players',
    PLAYER_COLUMNS,
    ordered,
    ' on conflict do nothing returning "id"',
  );
  const result = await db.executeQuery<{ id: string }>(query);
  return result.rows.map((row) => row.id);
}

/** Many cards' cells in one statement. */
export async function insertManyCells(db: Db, kind: DbKind, rows: readonly NewCell[]) {
  if (rows.length === 0) return;
  await db.executeQuery(insertMany(kind, 'cells', CELL_COLUMNS, rows));
}

/** Players' rows and, by cascade, their cells. */
export async function deletePlayersById(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('players').where('id', 'in', ids).execute();
}

export async function setPlayersStatus(db: Db, ids: readonly string[], status: PlayerRow['status']) {
  if (ids.length === 0) return;
  await db
    .updateTable('players')
    .set({ status, updated_at: new Date().toISOString() })
    .where('id', 'in', ids)
    .execute();
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
 * newest rows off the (game_id, joined_at) index, not the whole lobby read and cut; only what a lobby lists.
 */
export async function listRecentGamePlayers(db: Db, gameId: string) {
  return (await recentGamePlayersQuery.all(db, gameId)).reverse();
}
const recentGamePlayersQuery = prepared((db, gameId: string) =>
  db
    .selectFrom('players')
    .select(['id', 'name', 'joined_at', 'team_id'])
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
export const insertCells = preparedInsert('cells', CELL_COLUMNS);

/** A card's cells, by position. */
export function listCells(db: Db, playerId: string) {
  return cellsQuery.all(db, playerId);
}
const cellsQuery = prepared((db, playerId: string) =>
  db.selectFrom('cells').selectAll().where('player_id', '=', playerId).orderBy('idx'),
);
