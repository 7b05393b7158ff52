import { ErrorCode, smallestTeam } from '@picture-bingo/shared';
import type { Db } from '../../db/kysely';
import type { GameRow } from '../../db/repositories/games.repo';
import { insertPlayer, newPlayerRow, type PlayerRow } from '../../db/repositories/players.repo';
import {
  countTeamMembers,
  findTeam,
  findTeamCard,
  listTeams,
  type TeamRow,
} from '../../db/repositories/teams.repo';
import { conflict, notFound, refuse } from '../../errors';
import { dealCells } from '../join/deal-cells';

export const isTeamGame = (game: Pick<GameRow, 'game_mode'>) => game.game_mode === 'teams';

/**
 * The team a guest asked for, checked before anything is written: where guests pick, a team of this game with
 * room; where the server balances, none yet (it is chosen under the game's lock).
 */
export async function chosenTeam(db: Db, game: GameRow, teamId: string | undefined): Promise<TeamRow | null> {
  if (game.team_assignment === 'balance') return null;
  if (!teamId) throw conflict(ErrorCode.TEAM_REQUIRED);
  const team = await findTeam(db, game.id, teamId);
  if (!team) throw notFound('That team is not in this game', ErrorCode.TEAM_NOT_FOUND);
  if (isFull(game, await countTeamMembers(db, team.id))) throw conflict(ErrorCode.TEAM_FULL);
  return team;
}

const isFull = (game: Pick<GameRow, 'team_max_size'>, size: number) =>
  game.team_max_size != null && size >= game.team_max_size;

/**
 * Puts a new member (their row written, the game locked) in their team and makes sure the team's card exists:
 * the chosen team while it still has room (the count includes this member), or the smallest with room. The
 * team's card is dealt once, when its first member joins, in the game's deal mode; it plays from the member's
 * status on.
 */
export async function placeInTeam(
  trx: Db,
  game: GameRow,
  chosen: TeamRow | null,
  status: PlayerRow['status'],
  now: string,
): Promise<TeamRow> {
  let team = chosen;
  if (team) {
    if (isFull(game, (await countTeamMembers(trx, team.id)) - 1)) throw conflict(ErrorCode.TEAM_FULL);
  } else {
    team = smallestTeam(await listTeams(trx, game.id), game.team_max_size ?? null);
    if (!team) throw refuse(ErrorCode.GAME_FULL);
  }
  await ensureTeamCard(trx, game, team, status, now);
  return team;
}

/** The team's card row, made and dealt if the team has none yet (under the game's lock). */
export async function ensureTeamCard(
  trx: Db,
  game: GameRow,
  team: TeamRow,
  status: PlayerRow['status'],
  now: string,
): Promise<PlayerRow> {
  const existing = await findTeamCard(trx, team.id);
  if (existing) return existing;
  const card = newPlayerRow(
    {
      game_id: game.id,
      // Unique per game like a device: a second card for the team cannot be written.
      device_id: `team:${team.id}`,
      user_id: null,
      name: team.name,
      // Apart from people's names: a team and a guest may share a name.
      name_key: `team:${team.name_key}`,
      status,
      kind: 'team',
      team_id: team.id,
    },
    now,
  );
  await insertPlayer(trx, card);
  await dealCells(trx, game, card.id, now);
  return card;
}
