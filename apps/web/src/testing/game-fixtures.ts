import type { TGame, TGameSummary, TQueuePlayer } from '@picture-bingo/shared';

/** A host's game as the API presents it: an unpaid draft of game ABC123 unless told otherwise. */
export const hostGame = (over: Partial<TGame> = {}): TGame => ({
  uid: 'g1',
  gameCode: 'ABC123',
  hostName: '',
  eventTitle: '',
  eventDate: '',
  welcomeMessage: '',
  boardSize: 3,
  words: [],
  freeSpaceWord: '',
  timeLimitMinutes: 30,
  winCondition: 'full',
  photoReview: false,
  safetyCheck: 'explicit',
  reportThreshold: 2,
  autoConfirmWinner: false,
  nameFilter: true,
  maxPlayer: 50,
  joinAfterStart: true,
  status: 'INACTIVE',
  phase: 'lobby',
  paid: false,
  createdAt: '2025-01-15T10:00:00.000Z',
  startedAt: null,
  endsAt: null,
  completedAt: null,
  playerCount: 0,
  setupProblems: [],
  dealMode: 'random',
  ...over,
});

/** A live game's public summary, in its lobby with two players, unless told otherwise. */
export const lobbyGame = (over: Partial<TGameSummary> = {}): TGameSummary => ({
  gameCode: 'AB12CD',
  eventTitle: 'Summer Picnic',
  eventDate: '2030-06-15',
  welcomeMessage: 'Find everything!',
  hostName: 'Quiz Master',
  boardSize: 3,
  timeLimitMinutes: 30,
  winCondition: 'full',
  photoReview: false,
  safetyCheck: 'explicit',
  autoConfirmWinner: false,
  nameFilter: true,
  status: 'ACTIVE',
  phase: 'lobby',
  maxPlayer: 50,
  joinAfterStart: true,
  playerCount: 2,
  startedAt: null,
  endsAt: null,
  ...over,
});

/** A player in the host's queue, joined at a fixed time. */
export const queuePlayer = (id: string, name: string): TQueuePlayer => ({
  id,
  name,
  joinedAt: '2030-06-15T10:00:00.000Z',
});
