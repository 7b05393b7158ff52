import { randomUUID } from 'node:crypto';
import type { TGameSetupUpdate } from '@picture-bingo/shared';

/** The password of every test host. */
export const PASSWORD = 'correct horse battery';

/** A unique, valid e-mail for a test user (unique across processes too: benchmarks and e2e run several). */
export const uniqueEmail = (prefix = 'host') => `${prefix}-${randomUUID()}@example.com`;

export const EVENT_TITLE = 'Office Party';
export const WELCOME_MESSAGE = 'Find these!';

/** Setup fields that make a 3x3 draft complete (8 labels around the free space), so it can be paid for. */
export const completeSetup = {
  hostName: 'Ada',
  eventTitle: EVENT_TITLE,
  eventDate: '2030-06-15',
  welcomeMessage: WELCOME_MESSAGE,
  boardSize: 3,
  words: ['someone dancing', 'a cake', 'a hat', 'a selfie', 'a dog', 'a toast', 'a gift', 'a tie'],
  freeSpaceWord: 'FREE',
} satisfies TGameSetupUpdate;

/** A complete 5x5 setup (24 labels). */
export const setup5x5 = {
  ...completeSetup,
  boardSize: 5,
  words: Array.from({ length: 24 }, (_, i) => `Thing number ${i + 1}`),
} satisfies TGameSetupUpdate;

/** The photo cells (all but the free centre) of a board of this size. */
export const photoCells = (boardSize: number) =>
  Array.from({ length: boardSize * boardSize }, (_, i) => i).filter(
    (i) => i !== Math.floor((boardSize * boardSize) / 2),
  );

/** Every cell of a 3x3 card but the free space: a full card. */
export const PHOTO_CELLS_3X3 = photoCells(3);

/** Every cell of a 5x5 card but the free centre. */
export const PHOTO_CELLS_5X5 = photoCells(5);

/** The top row of a 3x3 card: one line. */
export const TOP_ROW = [0, 1, 2];

/** The card the local checkout accepts. */
export const PAYING_CARD = '4242 4242 4242 4242';
