import type { TCell, TGameSummary, TLeaderboard, TCardProgress, TProgress } from '@picture-bingo/shared';
import { rankCards } from '@picture-bingo/shared';

/** Test data for the results screens (progress, leaderboard, big screen, the player's end of game). */
export const summary = (over: Partial<TGameSummary> = {}): TGameSummary => ({
  gameCode: 'ABC123',
  eventTitle: 'Summer Party',
  eventDate: '2025-07-01',
  welcomeMessage: '',
  hostName: 'Hana',
  boardSize: 3,
  timeLimitMinutes: 30,
  winCondition: 'full',
  photoReview: false,
  safetyCheck: 'explicit',
  autoConfirmWinner: false,
  nameFilter: true,
  status: 'ACTIVE',
  phase: 'playing',
  maxPlayer: 50,
  joinAfterStart: true,
  playerCount: 3,
  startedAt: '2025-07-01T10:00:00.000Z',
  endsAt: null,
  ...over,
});

export const playerProgress = (over: Partial<TCardProgress> & { id: string }): TCardProgress => ({
  name: `Player ${over.id}`,
  status: 'in_progress',
  markedCount: 0,
  totalCount: 8,
  completedAt: null,
  lastMarkedAt: null,
  first: false,
  joinedAt: '2025-07-01T09:00:00.000Z',
  ...over,
});

export const players = (): TCardProgress[] => [
  playerProgress({ id: 'p1', name: 'Alice', markedCount: 3, lastMarkedAt: '2025-07-01T10:05:00.000Z' }),
  playerProgress({
    id: 'p2',
    name: 'Bob',
    markedCount: 8,
    status: 'completed',
    first: true,
    completedAt: '2025-07-01T10:09:00.000Z',
    lastMarkedAt: '2025-07-01T10:09:00.000Z',
  }),
  playerProgress({ id: 'p3', name: 'Cleo', markedCount: 5, lastMarkedAt: '2025-07-01T10:07:00.000Z' }),
];

export const leaderboardOf = (list: TCardProgress[], winnerId: string): TLeaderboard => ({
  winner: { id: winnerId, name: list.find((p) => p.id === winnerId)?.name ?? '' },
  decidedAt: '2025-07-01T10:20:00.000Z',
  entries: rankCards(list, winnerId),
});

export const progressOf = (
  game: Partial<TGameSummary> = {},
  list: TCardProgress[] = players(),
  winnerId: string | null = null,
): TProgress => ({
  game: summary(game),
  players: list,
  ranking: rankCards(list, winnerId),
  leaderboard: winnerId ? leaderboardOf(list, winnerId) : null,
});

export const cell = (over: Partial<TCell> & { idx: number }): TCell => ({
  value: `Label ${over.idx + 1}`,
  isMarked: false,
  image: null,
  thumb: null,
  isFreeSpace: false,
  updatedAt: null,
  ...over,
});

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
