import {
  centreIndex,
  markedCount,
  rankCards,
  type TLeaderboard,
  type TCardProgress,
} from '@picture-bingo/shared';
import type { Db } from '../../db/kysely';
import { listGameCells } from '../../db/repositories/cells.repo';
import type { GameRow } from '../../db/repositories/games.repo';
import {
  findPlayerById,
  listGameCards,
  type CellRow,
  type PlayerRow,
} from '../../db/repositories/players.repo';
import { prizeAwards } from './prizes';
import { teamsOfCards } from '../teams/teams-of-cards';
import { awaitsDecision, countsOnCard } from '../play/cell-state';

export interface Standings {
  players: PlayerRow[];
  /** Each player's cells by position. */
  cells: Map<string, CellRow[]>;
  progress: TCardProgress[];
}

/** Every player's standing, computed from the stored boards (two queries, whatever the number of players). */
export async function loadStandings(db: Db, game: GameRow): Promise<Standings> {
  const [players, cellRows, teams] = await Promise.all([
    listGameCards(db, game.id),
    listGameCells(db, game.id),
    game.game_mode === 'teams' ? teamsOfCards(db, game.id) : null,
  ]);
  const cells = new Map<string, CellRow[]>(players.map((p) => [p.id, []]));
  for (const cell of cellRows) cells.get(cell.player_id)?.push(cell);

  const centre = centreIndex(game.board_size);
  const total = game.board_size * game.board_size - 1;
  let firstId: string | null = null;
  let firstAt: string | null = null;
  // The earliest to meet the win condition by server time; ties by id, as in findFirstCompletedCard.
  for (const p of players) {
    const at = p.completed_at;
    if (at !== null && (firstAt === null || at < firstAt || (at === firstAt && p.id < (firstId ?? '')))) {
      firstAt = at;
      firstId = p.id;
    }
  }

  const progress = players.map((p): TCardProgress => {
    const own = cells.get(p.id) ?? [];
    const marked = own.filter((c) => countsOnCard(c) && c.idx !== centre);
    const lastMarkedAt = marked.reduce<string | null>(
      (latest, c) => (latest === null || c.updated_at > latest ? c.updated_at : latest),
      null,
    );
    return {
      id: p.id,
      name: p.name,
      status: p.completed_at !== null ? 'completed' : 'in_progress',
      markedCount: markedCount(own.map(countsOnCard), game.board_size),
      totalCount: total,
      completedAt: p.completed_at,
      lastMarkedAt,
      first: p.id === firstId,
      joinedAt: p.joined_at,
      pendingPhotos: own.filter(awaitsDecision).length,
      ...(teams && p.team_id ? { team: teams.get(p.team_id) } : {}),
    };
  });
  return { players, cells, progress };
}

/** The final standings once the host chose the winner; null before. */
export async function leaderboardOf(
  db: Db,
  game: GameRow,
  progress: TCardProgress[],
): Promise<TLeaderboard | null> {
  const winnerId = game.winner_player_id;
  if (winnerId === null) return null;
  const listed = progress.find((p) => p.id === winnerId);
  const name = listed?.name ?? (await findPlayerById(db, winnerId))?.name ?? '';
  // A 'prizes' game lists its prizes and every prize winner's place (a 'first' game keeps its old shape).
  const prizes = game.win_mode === 'prizes' ? prizeAwards(game) : [];
  return {
    winner: { id: winnerId, name },
    decidedAt: game.completed_at ?? game.updated_at,
    entries: rankCards(progress, winnerId, prizes),
    ...(prizes.length > 0 ? { prizes } : { winCondition: game.win_condition }),
  };
}
