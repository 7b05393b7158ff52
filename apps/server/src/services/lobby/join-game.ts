import { randomInt, randomUUID } from 'node:crypto';
import {
  centreIndex,
  dealPlayerCard,
  isBeforeStart,
  joinRefusal,
  type TMembership,
  INVALID_ROOM_CODE,
  NAME_TAKEN,
  REMOVED_FROM_GAME,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/kysely';
import { lockGame, type GameRow } from '../../db/repositories/games.repo';
import type { PlayerSessionRow } from '../../db/repositories/player-sessions.repo';
import {
  countGamePlayers,
  findPlayerByDevice,
  findPlayerByName,
  insertCells,
  insertPlayer,
  nameKey,
  updatePlayer,
  type PlayerRow,
} from '../../db/repositories/players.repo';
import { conflict, forbidden, notFound } from '../../errors';
import { isUniqueViolation } from '../../lib/db-errors';
import { stageOf } from '../../policies/play';
import { presentGameSummary } from '../../presenters/game';
import { presentMyPlayer, presentQueuePlayer } from '../../presenters/player';
import { publishPlayerJoined, publishPlayerRenamed } from '../../realtime/publish';
import { assertNameAllowed } from './name-rules';

/**
 * The card is dealt once, here, in the game's deal mode (from the whole pool or the same labels for everyone),
 * from a crypto source: players cannot predict or re-roll it.
 */
async function dealCells(db: Db, game: GameRow, playerId: string, at: string) {
  const centre = centreIndex(game.board_size);
  const values = dealPlayerCard(game.words, game.board_size, game.free_space_word, game.deal_mode, (max) =>
    randomInt(max),
  );
  await insertCells(
    db,
    values.map((value, idx) => ({
      player_id: playerId,
      idx,
      value,
      is_marked: idx === centre ? 1 : 0,
      image_key: null,
      thumb_key: null,
      updated_at: at,
    })),
  );
}

interface JoinOutcome {
  game: GameRow;
  player: PlayerRow;
  created: boolean;
  /** The same device rejoined under a new name. */
  renamed?: boolean;
  /** Players in the game (not removed) as of this transaction's commit. */
  playerCount: number;
}

async function joinOnce(ctx: AppContext, gameId: string, session: PlayerSessionRow, name: string) {
  return ctx.db.transaction().execute(async (trx): Promise<JoinOutcome> => {
    // Serializes joins of this game, so the player limit and name checks hold under concurrency.
    const game = await lockGame(trx, ctx.dbKind, gameId);
    if (!game) throw notFound(INVALID_ROOM_CODE);
    const clock = Date.now();
    const now = new Date(clock).toISOString();

    const existing = await findPlayerByDevice(trx, game.id, session.device_id);
    if (existing) {
      // Removed: this device stays out, under its old name or any new one, until the host undoes the removal.
      if (existing.status === 'removed') throw forbidden(REMOVED_FROM_GAME);
      // The same device is the same player: a rejoin (reload, new tab) may only rename it.
      if (existing.name === name) {
        return { game, player: existing, created: false, playerCount: await countGamePlayers(trx, game.id) };
      }
      assertNameAllowed(game, name);
      if (await findPlayerByName(trx, game.id, name, existing.id)) throw conflict(NAME_TAKEN);
      await updatePlayer(trx, existing.id, { name, name_key: nameKey(name) });
      const renamed = { ...existing, name, name_key: nameKey(name) };
      const playerCount = await countGamePlayers(trx, game.id);
      return { game, player: renamed, created: false, renamed: true, playerCount };
    }

    // Open from the lobby until play is over (time up by the server's clock, ended, completed, cancelled), unless
    // the host closed joining at the start; and while a place is free.
    const playerCount = await countGamePlayers(trx, game.id);
    const refusal = joinRefusal(
      {
        status: game.status,
        phase: game.phase,
        endsAt: game.ends_at,
        playerCount,
        maxPlayer: game.max_player,
        joinAfterStart: game.join_after_start === 1,
      },
      clock,
    );
    if (refusal) throw conflict(refusal);
    assertNameAllowed(game, name);
    if (await findPlayerByName(trx, game.id, name, null)) throw conflict(NAME_TAKEN);
    // A late joiner plays at once: same card dealing, same clock (the game's ends_at) as everyone.
    const stage = stageOf(game, clock);
    const player: PlayerRow = {
      id: randomUUID(),
      game_id: game.id,
      device_id: session.device_id,
      user_id: session.user_id,
      name,
      name_key: nameKey(name),
      status: isBeforeStart(stage) ? 'waiting' : 'playing',
      joined_at: now,
      removed_at: null,
      completed_at: null,
      updated_at: now,
      line_at: null,
      two_lines_at: null,
      full_at: null,
    };
    await insertPlayer(trx, player);
    await dealCells(trx, game, player.id, now);
    // Joins of this game are serialized (lockGame), so the count read above plus this player is the count at commit.
    return { game, player, created: true, playerCount: playerCount + 1 };
  });
}

/**
 * Joins the calling device to a game under a name, dealing its card. Joining again from the same device
 * returns the same player. A unique index has the last word on races the lock does not cover (SQLite, or a
 * name taken in between): the join is then retried once and sees the winner's row.
 */
export async function joinGame(
  ctx: AppContext,
  game: GameRow,
  session: PlayerSessionRow,
  name: string,
): Promise<TMembership> {
  let outcome: JoinOutcome;
  try {
    outcome = await joinOnce(ctx, game.id, session, name);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    outcome = await joinOnce(ctx, game.id, session, name);
  }
  if (outcome.created)
    publishPlayerJoined(ctx, game.id, presentQueuePlayer(outcome.player), outcome.playerCount);
  if (outcome.renamed) publishPlayerRenamed(ctx, game.id, presentQueuePlayer(outcome.player));
  return {
    player: presentMyPlayer(outcome.player),
    game: presentGameSummary(outcome.game, outcome.playerCount),
  };
}
