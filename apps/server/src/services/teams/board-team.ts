import type { TBoard } from '@picture-bingo/shared';
import type { Db } from '../../db/kysely';
import type { PlayerRow } from '../../db/repositories/players.repo';
import { findTeam, listMembersOfTeam } from '../../db/repositories/teams.repo';

/** A member's team as their board shows it: its name, colour, card and members (who added which photo). */
export async function presentBoardTeam(
  db: Db,
  gameId: string,
  card: PlayerRow,
): Promise<NonNullable<TBoard['team']>> {
  const teamId = card.team_id ?? '';
  const [team, members] = await Promise.all([
    findTeam(db, gameId, teamId),
    listMembersOfTeam(db, card.team_id ?? ''),
  ]);
  return {
    id: teamId,
    name: team?.name ?? card.name,
    colour: team?.colour ?? 'slate',
    cardId: card.id,
    members: members.map((m) => ({ id: m.id, name: m.name })),
  };
}
