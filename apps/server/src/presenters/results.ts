import {
  type TLeaderboard,
  type TResultsPhoto,
  type TResultsSharing,
  type TResultsWinner,
} from '@picture-bingo/shared';
import type { GameRow } from '../db/repositories/games.repo';
import type { CellRow, PlayerRow } from '../db/repositories/players.repo';
import { mediaUrl } from '../storage/media-store';

export function presentResultsPhoto(player: PlayerRow, cell: CellRow): TResultsPhoto {
  return {
    playerId: player.id,
    playerName: player.name,
    idx: cell.idx,
    label: cell.value,
    image: mediaUrl(cell.image_key ?? ''),
    thumb: cell.thumb_key ? mediaUrl(cell.thumb_key) : null,
  };
}

/** The winners in place order: today the one winner the host chose (or the first BINGO!), none before. */
export function presentWinners(leaderboard: TLeaderboard | null): TResultsWinner[] {
  if (!leaderboard) return [];
  return [{ id: leaderboard.winner.id, name: leaderboard.winner.name, place: 1, prize: null }];
}

export function presentResultsSharing(game: GameRow): TResultsSharing {
  return { shared: game.results_shared === 1, shareToken: game.share_token };
}
