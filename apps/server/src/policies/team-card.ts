import type { Db } from '../db/kysely';
import type { PlayerRow } from '../db/repositories/players.repo';
import { findTeamCard } from '../db/repositories/teams.repo';
import { badRequest, notFound } from '../errors';
import type { CardWriter } from '../services/play/upload-cell-image';

/**
 * The card a player writes and reads: their own in individual play, their team's in a team game (a member writes
 * only their own team's card, whatever they send).
 */
export async function cardOf(db: Db, player: PlayerRow): Promise<PlayerRow> {
  if (player.kind !== 'member') return player;
  const card = player.team_id ? await findTeamCard(db, player.team_id) : undefined;
  if (!card) throw notFound("Your team's card is not dealt yet");
  return card;
}

/**
 * The card a player's photo request writes and, on a team's card, who writes it and what their phone showed in
 * the cell: `replaces`, the media key of the photo it showed (absent: it showed the cell empty).
 */
export async function cardWriterOf(db: Db, player: PlayerRow, replaces?: unknown): Promise<CardWriter> {
  const card = await cardOf(db, player);
  if (card.id === player.id) return { card };
  if (replaces !== undefined && (typeof replaces !== 'string' || replaces.length > 200)) {
    throw badRequest('replaces must name the photo the cell showed');
  }
  return { card, member: player, saw: replaces === undefined || replaces === '' ? null : replaces };
}
