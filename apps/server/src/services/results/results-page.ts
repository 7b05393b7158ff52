import {
  rankCards,
  type TLeaderboardEntry,
  type TResults,
  type TResultsPhoto,
  type TResultsViewer,
} from '@picture-bingo/shared';
import type { AppContext } from '../../context';
import type { GameRow } from '../../db/repositories/games.repo';
import { photosDeleteAt, presentGameSummary } from '../../presenters/game';
import { presentResultsPhoto, presentResultsSharing, presentWinners } from '../../presenters/results';
import { prizeAwards } from './prizes';
import { leaderboardOf, loadStandings, type Standings } from './standings';
import { countsOnCard } from '../play/cell-state';

/**
 * Every approved photo of the game, by player (join order) then card position. A photo awaiting review (marked
 * 0) or rejected (no image) is never here, whoever asks: results are what the host let through (DESIGN §8).
 */
export function approvedPhotos({ players, cells }: Standings): TResultsPhoto[] {
  const photos: TResultsPhoto[] = [];
  for (const player of players) {
    const own = [...(cells.get(player.id) ?? [])].sort((a, b) => a.idx - b.idx);
    for (const cell of own) {
      if (!countsOnCard(cell) || cell.image_key === null) continue;
      photos.push(presentResultsPhoto(player, cell));
    }
  }
  return photos;
}

/** A standing as someone outside the game may see it: no count of photos still waiting for review. */
const forGuest = ({ pendingPhotos: _private, ...entry }: TLeaderboardEntry): TLeaderboardEntry => entry;

/**
 * GET /game/:code/results and GET /results/shared/:token: the winner(s), the standings and the approved photos,
 * read only; the host also gets the sharing switch.
 */
export async function getResults(ctx: AppContext, game: GameRow, viewer: TResultsViewer): Promise<TResults> {
  const standings = await loadStandings(ctx.db, game);
  const { players, progress } = standings;
  const leaderboard = await leaderboardOf(ctx.db, game, progress);
  // A 'prizes' game ranks its prize winners first, also when it ended before its last prize (get-results.ts).
  const ranking = rankCards(
    progress,
    game.winner_player_id,
    game.win_mode === 'prizes' ? prizeAwards(game) : [],
  );
  const guest = viewer === 'guest';
  return {
    game: presentGameSummary(game, players.length),
    viewer,
    winners: presentWinners(game, ranking),
    leaderboard:
      leaderboard && guest ? { ...leaderboard, entries: leaderboard.entries.map(forGuest) } : leaderboard,
    ranking: guest ? ranking.map(forGuest) : ranking,
    players: players.map((p) => ({ id: p.id, name: p.name })),
    photos: approvedPhotos(standings),
    sharing: viewer === 'host' ? presentResultsSharing(game) : null,
    photosDeleteAt: photosDeleteAt(game, ctx.config.photoRetentionDays),
  };
}
