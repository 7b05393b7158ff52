import type { TGame } from '@picture-bingo/shared';

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
  maxPlayer: 50,
  status: 'INACTIVE',
  phase: 'lobby',
  paid: false,
  createdAt: '2025-01-15T10:00:00.000Z',
  startedAt: null,
  endsAt: null,
  completedAt: null,
  playerCount: 0,
  setupProblems: [],
  ...over,
});
