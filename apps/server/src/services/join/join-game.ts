import { randomUUID } from 'node:crypto';
import {
  gameStage,
  isBeforeStart,
  joinRefusal,
  type TMembership,
  ErrorCode,
  type TErrorCode,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { lockGame, type GameRow } from '../../db/repositories/games.repo';
import type { PlayerSessionRow } from '../../db/repositories/player-sessions.repo';
import {
  countGamePlayers,
  findPlayerByDevice,
  findPlayerByName,
  insertPlayer,
  nameKey,
  updatePlayer,
  type PlayerRow,
} from '../../db/repositories/players.repo';
import { conflict, refuse } from '../../errors';
import { isForeignKeyViolation, isUniqueViolation, retryOnDeadlock } from '../../lib/db-errors';
import { clockOf } from '../../presenters/game';
import { presentGameSummary } from '../../presenters/game';
import { presentMyPlayer, presentQueuePlayer } from '../../presenters/player';
import { publishPlayerJoined, publishPlayerRenamed } from '../../realtime/publish';
import { assertNameAllowed } from './name-rules';
import { dealCells } from './deal-cells';
import { chosenTeam, isTeamGame, placeInTeam } from '../teams/place-in-team';

interface JoinOutcome {
  game: GameRow;
  player: PlayerRow;
  created: boolean;
  /** The same device rejoined under a new name. */
  renamed?: boolean;
  /** Players in the game (not removed) as of this transaction's commit. */
  playerCount: number;
}

function joinableGame(game: GameRow, playerCount: number) {
  return {
    status: game.status,
    phase: game.phase,
    endsAt: game.ends_at,
    playerCount,
    maxPlayer: game.max_player,
    joinAfterStart: game.join_after_start === 1,
    joinsLocked: game.joins_locked === 1,
  };
}

/** The 409 of a join the rule refuses, by the rule's code (the join screen shows each its own way). */
const joinRefused = (refusal: TErrorCode) => refuse(refusal);

/** A device already in the game: the same player again, or renamed. Under the game's lock, as before any change. */
async function rejoinOnce(ctx: AppContext, gameId: string, existing: PlayerRow, name: string) {
  return ctx.db.transaction().execute(async (trx): Promise<JoinOutcome> => {
    const game = await lockGame(trx, ctx.dbKind, gameId);
    if (!game) throw refuse(ErrorCode.INVALID_ROOM_CODE);
    // Removed: this device stays out, under its old name or any new one, until the host undoes the removal.
    if (existing.status === 'removed') throw refuse(ErrorCode.REMOVED_FROM_GAME);
    // The same device is the same player: a rejoin (reload, new tab) may only rename it.
    if (existing.name === name) {
      return { game, player: existing, created: false, playerCount: await countGamePlayers(trx, game.id) };
    }
    assertNameAllowed(game, name);
    if (await findPlayerByName(trx, game.id, name, existing.id)) throw conflict(ErrorCode.NAME_TAKEN);
    await updatePlayer(trx, existing.id, { name, name_key: nameKey(name) });
    const renamed = { ...existing, name, name_key: nameKey(name) };
    const playerCount = await countGamePlayers(trx, game.id);
    return { game, player: renamed, created: false, renamed: true, playerCount };
  });
}

/**
 * A new player. Its row and card are written first, then the game's row is locked (lockGame) for the
 * checks that need every earlier join committed: the place (the count includes this player) and the game's
 * stage. So concurrent joins write side by side and queue only for one count and the commit; a refusal found
 * under the lock rolls the rows back. The unique indexes settle a device or a name taken meanwhile.
 */
async function joinOnce(
  ctx: AppContext,
  known: GameRow,
  session: PlayerSessionRow,
  name: string,
  teamId: string | undefined,
) {
  const existing = await findPlayerByDevice(ctx.db, known.id, session.device_id);
  if (existing) return rejoinOnce(ctx, known.id, existing, name);
  const teams = isTeamGame(known);
  const chosen = teams ? await chosenTeam(ctx.db, known, teamId) : null;
  // Refused early on what is known (nothing written), and again under the lock.
  const early = joinRefusal(joinableGame(known, 0), Date.now());
  if (early) throw joinRefused(early);
  assertNameAllowed(known, name);
  if (await findPlayerByName(ctx.db, known.id, name, null)) {
    // The name may be this device's own: a concurrent request of the same device joined between the two reads.
    const mine = await findPlayerByDevice(ctx.db, known.id, session.device_id);
    if (mine) return rejoinOnce(ctx, known.id, mine, name);
    throw conflict(ErrorCode.NAME_TAKEN);
  }

  return ctx.db.transaction().execute(async (trx): Promise<JoinOutcome> => {
    const now = new Date().toISOString();
    const status = (game: GameRow, clock: number) =>
      isBeforeStart(gameStage(clockOf(game), clock)) ? ('waiting' as const) : ('playing' as const);
    const player: PlayerRow = {
      id: randomUUID(),
      game_id: known.id,
      device_id: session.device_id,
      user_id: session.user_id,
      name,
      name_key: nameKey(name),
      status: status(known, Date.now()),
      joined_at: now,
      removed_at: null,
      completed_at: null,
      updated_at: now,
      line_at: null,
      two_lines_at: null,
      full_at: null,
      kind: teams ? 'member' : 'player',
      team_id: chosen?.id ?? null,
    };
    await insertPlayer(trx, player);
    // The labels and the board cannot change once the game is paid, and only a paid game is joinable. A member
    // plays on their team's card (dealt under the lock, below).
    if (!teams) await dealCells(trx, known, player.id, now);

    const game = await lockGame(trx, ctx.dbKind, known.id);
    if (!game) throw refuse(ErrorCode.INVALID_ROOM_CODE);
    const clock = Date.now();
    // Every earlier join has committed (they held this lock to their commit): this count includes them and us.
    const playerCount = await countGamePlayers(trx, game.id);
    // Open from the lobby until play is over (time up by the server's clock, ended, completed, cancelled), unless
    // the host closed joining at the start; and while a place is free.
    const refusal = joinRefusal(joinableGame(game, playerCount - 1), clock);
    if (refusal) throw joinRefused(refusal);
    // A late joiner plays at once: same card dealing, same clock (the game's ends_at) as everyone. The host may
    // have started the game since the row was written (the start moves only the players it sees to playing).
    const settled = status(game, clock);
    const team = teams ? await placeInTeam(trx, game, chosen, settled, now) : null;
    if (settled !== player.status || team?.id !== (player.team_id ?? undefined))
      await updatePlayer(trx, player.id, { status: settled, team_id: team?.id ?? null });
    return {
      game,
      player: { ...player, status: settled, team_id: team?.id ?? null },
      created: true,
      playerCount,
    };
  });
}

/**
 * Joins the calling device to a game under a name, dealing its card. Joining again from the same device
 * returns the same player. The unique indexes have the last word on a device or a name taken by a concurrent
 * join: the join is then retried once and sees the winner's row.
 */
export async function joinGame(
  ctx: AppContext,
  game: GameRow,
  session: PlayerSessionRow,
  name: string,
  teamId?: string,
): Promise<TMembership> {
  let outcome: JoinOutcome;
  try {
    outcome = await retryOnDeadlock(() => joinOnce(ctx, game, session, name, teamId));
  } catch (error) {
    // The game's row deleted under the join (its host deleted it or the account): the room code names nothing.
    if (isForeignKeyViolation(error)) throw refuse(ErrorCode.INVALID_ROOM_CODE);
    if (!isUniqueViolation(error)) throw error;
    outcome = await retryOnDeadlock(() => joinOnce(ctx, game, session, name, teamId));
  }
  if (outcome.created)
    publishPlayerJoined(ctx, game.id, presentQueuePlayer(outcome.player), outcome.playerCount);
  if (outcome.renamed) publishPlayerRenamed(ctx, game.id, presentQueuePlayer(outcome.player));
  return {
    player: presentMyPlayer(outcome.player),
    game: presentGameSummary(outcome.game, outcome.playerCount),
  };
}
