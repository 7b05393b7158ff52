import { z } from '../zod-config';
import {
  BOARD_SIZES,
  LIMITS,
  MAX_PLAYERS_LIMIT,
  MAX_TIME_LIMIT_MINUTES,
  ROOM_CODE_PATTERN,
} from '../constants';
import { roomCodeKey } from '../game/room-code';
import { INVALID_ROOM_CODE } from '../texts';
import { textKey } from '../normalise-text';
import { multiLine, singleLine } from './text';

/** Listing form of a game's status (DESIGN.md section 3). */
export const GAME_STATUSES = ['INACTIVE', 'ACTIVE', 'PAUSED', 'COMPLETED', 'CANCELLED'] as const;
export const ZGameStatus = z.enum(GAME_STATUSES);
export type TGameStatus = z.infer<typeof ZGameStatus>;

export const ZGamePhase = z.enum(['lobby', 'playing', 'finished']);
export type TGamePhase = z.infer<typeof ZGamePhase>;

export const ZWinCondition = z.enum(['full', 'line']);
export type TWinCondition = z.infer<typeof ZWinCondition>;

/**
 * A room code as typed, in the form codes are compared in (`roomCodeKey`: spaces and dashes dropped, upper case,
 * O → 0, I/L → 1), then checked.
 */
export const ZRoomCode = z.pipe(
  z.pipe(z.string({ error: INVALID_ROOM_CODE }), z.transform(roomCodeKey)),
  z.string().check(z.regex(ROOM_CODE_PATTERN, INVALID_ROOM_CODE)),
);

const ZEventDate = z.string({ error: 'Event Date must be a date' }).check(
  z.refine(
    (v: string) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v)),
    'Event Date must be a valid date',
  ),
  z.refine(
    (v: string) => v === '' || (v >= '2000-01-01' && v <= '2100-12-31'),
    'Event Date must be between 2000 and 2100',
  ),
);

function isRealDate(v: string) {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const ZLabels = z
  .pipe(
    z
      .array(singleLine('Each label', LIMITS.label), { error: 'Board Labels must be a list of words' })
      .check(z.maxLength(LIMITS.labels, `A board can have at most ${LIMITS.labels} labels`)),
    z.transform((words: string[]) => words.filter((w) => w.length > 0)),
  )
  .check(
    z.superRefine((words: string[], ctx) => {
      const seen = new Set<string>();
      for (const w of words) {
        // Compared on the normalised, case-folded form: "é" and "e\u0301", "Cat" and "ＣＡＴ" are one label.
        const key = textKey(w);
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', message: `"${w}" is already on the board` });
          return;
        }
        seen.add(key);
      }
    }),
  );

/**
 * Everything a host sets up for a game. Every field is optional in an update so each step can save as the
 * host types; completeness is checked when the game is paid for or started (see `setupProblems`).
 */
export const ZGameSetupUpdate = z.partial(
  z.strictObject({
    hostName: singleLine('Player Name', LIMITS.hostName),
    eventTitle: singleLine('Event Title', LIMITS.eventTitle),
    eventDate: ZEventDate,
    welcomeMessage: multiLine('Welcome Message', LIMITS.welcomeMessage),
    boardSize: z.union(
      BOARD_SIZES.map((s) => z.literal(s)),
      { error: 'Board Size must be 3, 4 or 5' },
    ),
    words: ZLabels,
    freeSpaceWord: singleLine('Free Space', LIMITS.freeSpaceWord),
    timeLimitMinutes: z.nullable(
      z
        .number({ error: 'Time limit must be a number of minutes' })
        .check(
          z.int('Time limit must be whole minutes'),
          z.gte(1, 'Time limit must be at least 1 minute'),
          z.lte(MAX_TIME_LIMIT_MINUTES, `Time limit must be at most ${MAX_TIME_LIMIT_MINUTES} minutes`),
        ),
    ),
    winCondition: ZWinCondition,
    photoReview: z.boolean({ error: 'Photo review must be on or off' }),
    autoConfirmWinner: z.boolean({ error: 'Auto-confirm winner must be on or off' }),
    /** Player names are checked against profanity word lists (default on). */
    nameFilter: z.boolean({ error: 'Name filter must be on or off' }),
    maxPlayer: z
      .number({ error: 'Maximum players must be a number' })
      .check(
        z.int('Maximum players must be a whole number'),
        z.gte(1, 'Maximum players must be at least 1'),
        z.lte(MAX_PLAYERS_LIMIT, `Maximum players must be at most ${MAX_PLAYERS_LIMIT}`),
      ),
    /** Whether guests may still join after the start (until play is over); off: only in the lobby. */
    joinAfterStart: z.boolean({ error: 'Joining after the start must be on or off' }),
  }),
);
export type TGameSetupUpdate = z.input<typeof ZGameSetupUpdate>;

/** The host's full view of a game. `uid` is the game id; `gameCode` the room code. */
export const ZGame = z.object({
  uid: z.string(),
  gameCode: z.string(),
  hostName: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  welcomeMessage: z.string(),
  boardSize: z.number(),
  words: z.array(z.string()),
  freeSpaceWord: z.string(),
  timeLimitMinutes: z.nullable(z.number()),
  winCondition: ZWinCondition,
  photoReview: z.boolean(),
  /** The first valid BINGO! wins at once (no host confirmation). */
  autoConfirmWinner: z.boolean(),
  /** The host ended play before its time ran out ("The host ended the game", not "Time is up"). */
  endedEarly: z.optional(z.boolean()),
  nameFilter: z.boolean(),
  maxPlayer: z.number(),
  joinAfterStart: z.boolean(),
  status: ZGameStatus,
  phase: ZGamePhase,
  paid: z.boolean(),
  createdAt: z.string(),
  startedAt: z.nullable(z.string()),
  endsAt: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  playerCount: z.number(),
  /** What still stops the game from being paid for or started, in words (empty when ready). */
  setupProblems: z.array(z.string()),
});
export type TGame = z.infer<typeof ZGame>;

/** A row of Active Games / Past Games (spec "Game"). */
export const ZGameListItem = z.pick(ZGame, {
  uid: true,
  gameCode: true,
  eventTitle: true,
  maxPlayer: true,
  createdAt: true,
  status: true,
  paid: true,
  playerCount: true,
});
export type TGameListItem = z.infer<typeof ZGameListItem>;

export const ZGameListQuery = z.object({
  status: z.enum(['active', 'completed'], { error: 'status must be active or completed' }),
});

export const ZCreateGameRequest = z.optional(ZGameSetupUpdate);
