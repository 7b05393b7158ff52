import {
  type TLeaderboardEntry,
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

/**
 * The winners in place order, read from the ranking (rankPlayers): in a "first BINGO! wins" game the one winner
 * (no prize name); in a 'prizes' game every prize awarded so far with its name, also when the host ended the game
 * before the last prize was won.
 */
export function presentWinners(game: GameRow, ranking: readonly TLeaderboardEntry[]): TResultsWinner[] {
  if (game.win_mode !== 'prizes') {
    return ranking
      .filter((entry) => entry.isWinner)
      .map((entry) => ({ id: entry.id, name: entry.name, place: 1, prize: null }));
  }
  return ranking
    .filter((entry) => entry.prize)
    .map((entry, i) => ({ id: entry.id, name: entry.name, place: i + 1, prize: entry.prize ?? null }));
}

export function presentResultsSharing(game: GameRow): TResultsSharing {
  return { shared: game.results_shared === 1, shareToken: game.share_token };
}
