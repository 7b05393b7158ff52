import { joinRefusal, type TMembership, ErrorCode, type TErrorCode } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { lockGame, setPlayerCount, type GameRow } from '../../db/repositories/games.repo';
import type { PlayerSessionRow } from '../../db/repositories/player-sessions.repo';
import {
  findDeviceOrNamePlayer,
  findPlayerByName,
  insertPlayer,
  nameKey,
  newPlayerRow,
  updatePlayer,
  type PlayerRow,
} from '../../db/repositories/players.repo';
import { conflict, refuse } from '../../errors';
import { isForeignKeyViolation, isUniqueViolation, retryOnDeadlock } from '../../lib/db-errors';
import { presentGameSummary } from '../../presenters/game';
import { presentMyPlayer, presentQueuePlayer } from '../../presenters/player';
import { publishPlayerJoined, publishPlayerRenamed } from '../../realtime/publish';
import { assertNameAllowed } from './name-rules';
import { chosenTeam, isTeamGame, placeInTeam } from '../teams/place-in-team';
import { joinableGame, joiningStatus, joinInBatch } from './join-batch';

interface JoinOutcome {
  game: GameRow;
  player: PlayerRow;
  created: boolean;
  /** The same device rejoined under a new name. */
  renamed?: boolean;
  /** Players in the game (not removed) as of this transaction's commit. */
  playerCount: number;
}

/** A new player's row, as it is written; its status by the game as known before the join. */
function joiningPlayerRow(
  known: GameRow,
  session: PlayerSessionRow,
  name: string,
  teams: boolean,
  chosen: { id: string } | null,
): PlayerRow {
  return newPlayerRow(
    {
      game_id: known.id,
      device_id: session.device_id,
      user_id: session.user_id,
      name,
      name_key: nameKey(name),
      status: joiningStatus(known, Date.now()),
      kind: teams ? 'member' : 'player',
      team_id: chosen?.id ?? null,
    },
    new Date().toISOString(),
  );
}

/** A batched join whose device or name a concurrent join took first: joined again, it sees the winner's row. */
class JoinRaced extends Error {}

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
      return { game, player: existing, created: false, playerCount: game.player_count };
    }
    assertNameAllowed(game, name);
    if (await findPlayerByName(trx, game.id, name, existing.id)) throw conflict(ErrorCode.NAME_TAKEN);
    await updatePlayer(trx, existing.id, { name, name_key: nameKey(name) });
    const renamed = { ...existing, name, name_key: nameKey(name) };
    return { game, player: renamed, created: false, renamed: true, playerCount: game.player_count };
  });
}

/**
 * A new player. Refused early on what is known (nothing written); otherwise its row and card are written, then
 * the game's row is locked for the checks that need every earlier join committed: the place (the count includes
 * this player) and the game's stage; a refusal found under the lock rolls the rows back. An individual player is
 * written in its game's next batch of joins (join-batch.ts); a team's member alone, as its team is placed under
 * the lock. The unique indexes settle a device or a name taken meanwhile.
 */
async function joinOnce(
  ctx: AppContext,
  known: GameRow,
  session: PlayerSessionRow,
  name: string,
  teamId: string | undefined,
) {
  const { byDevice, byName } = await findDeviceOrNamePlayer(ctx.db, known.id, session.device_id, name);
  if (byDevice) return rejoinOnce(ctx, known.id, byDevice, name);
  const teams = isTeamGame(known);
  const chosen = teams ? await chosenTeam(ctx.db, known, teamId) : null;
  // Refused early on what is known (nothing written), and again under the lock.
  const early = joinRefusal(joinableGame(known, known.player_count), Date.now());
  if (early) throw joinRefused(early);
  assertNameAllowed(known, name);
  if (byName) throw conflict(ErrorCode.NAME_TAKEN);

  const player = joiningPlayerRow(known, session, name, teams, chosen);
  if (!teams) {
    const outcome = await joinInBatch(ctx, known, player);
    if (outcome.kind === 'raced') throw new JoinRaced();
    if (outcome.kind === 'refused') throw joinRefused(outcome.code);
    return { ...outcome, created: true };
  }
  // A member plays on their team's card, dealt under the lock when the team's first member joins.
  return ctx.db.transaction().execute(async (trx): Promise<JoinOutcome> => {
    await insertPlayer(trx, player);
    const game = await lockGame(trx, ctx.dbKind, known.id);
    if (!game) throw refuse(ErrorCode.INVALID_ROOM_CODE);
    const clock = Date.now();
    // Every earlier join has committed (they held this lock to their commit) and counted itself in.
    const playerCount = game.player_count + 1;
    // Open from the lobby until play is over (time up by the server's clock, ended, completed, cancelled), unless
    // the host closed joining at the start; and while a place is free.
    const refusal = joinRefusal(joinableGame(game, game.player_count), clock);
    if (refusal) throw joinRefused(refusal);
    // The host may have started the game since the row was written (the start moves only the players it saw).
    const settled = joiningStatus(game, clock);
    const team = await placeInTeam(trx, game, chosen, settled, player.joined_at);
    if (settled !== player.status || team.id !== player.team_id)
      await updatePlayer(trx, player.id, { status: settled, team_id: team.id });
    await setPlayerCount(trx, game.id, playerCount);
    return {
      game,
      player: { ...player, status: settled, team_id: team.id },
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
    if (!isUniqueViolation(error) && !(error instanceof JoinRaced)) throw error;
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
