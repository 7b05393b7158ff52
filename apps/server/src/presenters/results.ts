import {
  type TLeaderboardEntry,
  type TResultsPhoto,
  type TResultsSharing,
  type TResultsWinner,
} from '@picture-bingo/shared';
import type { GameRow } from '../db/repositories/games.repo';
import type { CellRow, PlayerRow } from '../db/repositories/players.repo';
import { mediaUrl } from '../storage/media-store';
import { presentPrizeAwards } from './game';

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
 * The winners: in a "first BINGO! wins" game the one winner (no prize name); in a 'prizes' game every prize
 * awarded so far in the prizes' own order (the first prize first, `place` its place), also when the host ended the
 * game before the last prize was won. Names are read from the ranking (a rename after the award shows).
 */
export function presentWinners(game: GameRow, ranking: readonly TLeaderboardEntry[]): TResultsWinner[] {
  if (game.win_mode !== 'prizes') {
    return ranking
      .filter((entry) => entry.isWinner)
      .map((entry) => ({ id: entry.id, name: entry.name, place: 1, prize: null }));
  }
  const names = new Map(ranking.map((entry) => [entry.id, entry.name]));
  return presentPrizeAwards(game).flatMap((award) =>
    award.winner
      ? [
          {
            id: award.winner.id,
            name: names.get(award.winner.id) ?? award.winner.name,
            place: award.place,
            prize: award.name,
          },
        ]
      : [],
  );
}

export function presentResultsSharing(game: GameRow): TResultsSharing {
  return { shared: game.results_shared === 1, shareToken: game.share_token };
}
