import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/kysely';
import { listTeams, replaceTeams } from '../../db/repositories/teams.repo';

/** Gives a new draft the teams of the game it copies: names, colours and order, no members. */
export async function copyTeams(db: Db, fromGameId: string, toGameId: string) {
  const teams = await listTeams(db, fromGameId);
  if (teams.length === 0) return;
  const now = new Date().toISOString();
  await replaceTeams(
    db,
    toGameId,
    teams.map((team) => ({
      id: randomUUID(),
      game_id: toGameId,
      name: team.name,
      name_key: team.name_key,
      colour: team.colour,
      position: team.position,
      created_at: now,
    })),
  );
}
