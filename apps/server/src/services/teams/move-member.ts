import { gameStage, ErrorCode, isSettled } from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import { lockGame, type GameRow } from '../../db/repositories/games.repo';
import { findPlayerById, updatePlayer } from '../../db/repositories/players.repo';
import { countTeamMembers, findTeam, findTeamCard } from '../../db/repositories/teams.repo';
import { conflict, notFound } from '../../errors';
import { clockOf } from '../../presenters/game';
import { presentQueuePlayer } from '../../presenters/player';
import { publishMemberMoved } from '../../realtime/publish';
import { ensureTeamCard, isTeamGame } from './place-in-team';

/**
 * The host moves a member to another team until the game ends: from then on they play (and see) that team's card.
 * The photos they added stay on the old team's card (they are that team's). A team at its maximum size takes no
 * one more, moved or not.
 */
export async function moveMember(ctx: AppContext, game: GameRow, playerId: string, teamId: string) {
  if (!isTeamGame(game)) throw conflict(ErrorCode.NOT_A_TEAM_GAME);
  if (isSettled(gameStage(clockOf(game), Date.now()))) throw conflict(ErrorCode.GAME_ALREADY_ENDED);
  const moved = await ctx.db.transaction().execute(async (trx) => {
    const locked = await lockGame(trx, ctx.dbKind, game.id);
    if (!locked || isSettled(gameStage(clockOf(locked), Date.now())))
      throw conflict(ErrorCode.GAME_ALREADY_ENDED);
    const player = await findPlayerById(trx, playerId);
    if (!player || player.game_id !== game.id || player.kind !== 'member') throw notFound('Player not found');
    if (player.status === 'removed') throw conflict(ErrorCode.PLAYER_REMOVED);
    const team = await findTeam(trx, game.id, teamId);
    if (!team) throw notFound('That team is not in this game', ErrorCode.TEAM_NOT_FOUND);
    const fromCard = player.team_id ? await findTeamCard(trx, player.team_id) : undefined;
    if (player.team_id === team.id && fromCard) return { player, team, card: fromCard, fromCard: null };
    const size = await countTeamMembers(trx, team.id);
    if (locked.team_max_size != null && size >= locked.team_max_size) throw conflict(ErrorCode.TEAM_FULL);
    const now = new Date().toISOString();
    const card = await ensureTeamCard(trx, locked, team, player.status, now);
    await updatePlayer(trx, player.id, { team_id: team.id });
    return { player: { ...player, team_id: team.id }, team, card, fromCard: fromCard ?? null };
  });
  publishMemberMoved(ctx, game.id, {
    playerId: moved.player.id,
    teamId: moved.team.id,
    fromCardId: moved.fromCard?.id ?? null,
    cardId: moved.card.id,
  });
  return presentQueuePlayer(moved.player);
}
