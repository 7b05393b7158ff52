import { randomUUID } from 'node:crypto';
import { gameStage, ErrorCode, GAME_NOT_FOUND, textKey, type ZTeamsUpdate } from '@picture-bingo/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { lockGame, type GameRow } from '../../db/repositories/games.repo';
import { replaceTeams, type TeamRow } from '../../db/repositories/teams.repo';
import { badRequest, conflict, notFound } from '../../errors';
import { clockOf } from '../../presenters/game';
import { isProfaneName } from '../join/name-rules';

type TeamsUpdate = z.output<typeof ZTeamsUpdate>;

/**
 * Refuses a list with two teams under one name (as compared: normalised, case-folded) or a name the game's name
 * filter refuses, naming the name; nothing is saved.
 */
function assertTeamNames(game: Pick<GameRow, 'name_filter'>, update: TeamsUpdate) {
  const seen = new Set<string>();
  for (const { name } of update.teams) {
    const key = textKey(name);
    if (seen.has(key)) throw conflict(ErrorCode.TEAM_NAME_TAKEN, `Two teams are called "${name}"`);
    seen.add(key);
    if (game.name_filter === 1 && isProfaneName(name)) {
      throw badRequest(
        `"${name}" isn't allowed as a team name. Try another.`,
        ErrorCode.TEAM_NAME_NOT_ALLOWED,
      );
    }
  }
}

/**
 * Saves a team game's whole team list, in order, replacing the one before: a draft's only, like the rest of its
 * rules (nobody has joined a team before the game is paid for). All of it or none: one transaction.
 */
export async function setTeams(ctx: AppContext, game: GameRow, update: TeamsUpdate): Promise<void> {
  if ((game.game_mode ?? 'individual') !== 'teams') throw conflict(ErrorCode.NOT_A_TEAM_GAME);
  assertTeamNames(game, update);
  await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockGame(trx, ctx.dbKind, game.id);
    if (!locked) throw notFound(GAME_NOT_FOUND);
    if (gameStage(clockOf(locked), Date.now()) !== 'draft') throw conflict(ErrorCode.SETUP_LOCKED);
    const now = new Date().toISOString();
    const rows: TeamRow[] = update.teams.map((team, position) => ({
      id: randomUUID(),
      game_id: game.id,
      name: team.name,
      name_key: textKey(team.name),
      colour: team.colour,
      position,
      created_at: now,
    }));
    await replaceTeams(trx, game.id, rows);
  });
}
