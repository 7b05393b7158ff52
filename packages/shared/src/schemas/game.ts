import { z } from '../zod-config';
import {
  BOARD_SIZES,
  DEAL_MODES,
  LIMITS,
  MAX_PLAYERS_LIMIT,
  SAFETY_CHECK_MODES,
  MAX_REPORT_THRESHOLD,
  MAX_TIME_LIMIT_MINUTES,
  ROOM_CODE_PATTERN,
} from '../constants';
import { GAME_ROLES } from '../game/roles';
import { ZEventLook } from '../game/look';
import { GAME_MODES, TEAM_ASSIGNMENTS } from '../game/teams';
import type { TSetupProblem, TSetupProblemKind } from '../game/setup';
import { roomCodeKey } from '../game/room-code';
import { INVALID_ROOM_CODE } from '../texts';
import { textKey } from '../normalise-text';
import { multiLine, singleLine } from './text';
import { ZLanguage } from '../language-tags';

/**
 * A setup problem the server names (game/setup.ts SETUP_PROBLEM_KINDS), with the numbers its words need: what a
 * screen shows in its language (setupProblems says the same in English).
 */
export const ZSetupProblem = z.union([
  z.object({ kind: z.enum(['title', 'date', 'welcome', 'freeSpace']) }),
  z.object({ kind: z.literal('labels'), missing: z.number(), size: z.number(), needed: z.number() }),
  z.object({ kind: z.literal('teams'), needed: z.number() }),
]);
// The schema names exactly the problems the shared rule finds, no more and no fewer.
true satisfies [z.infer<typeof ZSetupProblem>] extends [TSetupProblem]
  ? [TSetupProblem] extends [z.infer<typeof ZSetupProblem>]
    ? [TSetupProblemKind] extends [z.infer<typeof ZSetupProblem>['kind']]
      ? true
      : false
    : false
  : false;

/** Listing form of a game's status (DESIGN.md section 3). */
export const GAME_STATUSES = ['INACTIVE', 'ACTIVE', 'PAUSED', 'COMPLETED', 'CANCELLED'] as const;
export const ZGameStatus = z.enum(GAME_STATUSES);
export type TGameStatus = z.infer<typeof ZGameStatus>;

export const ZGamePhase = z.enum(['lobby', 'playing', 'finished']);

/** The caller's role in a game (game/roles.ts): owner, co-host or moderator. */
export const ZGameRole = z.enum(GAME_ROLES);
export type TGamePhase = z.infer<typeof ZGamePhase>;

export const ZWinCondition = z.enum(['full', 'line', 'two-lines']);

/** The automatic safety check of the game's photos (see SAFETY_CHECK_MODES). */
export const ZSafetyCheck = z.enum(SAFETY_CHECK_MODES);
export type TSafetyCheck = z.infer<typeof ZSafetyCheck>;

/** How cards are dealt from the labels (see DEAL_MODES). */
export const ZDealMode = z.enum(DEAL_MODES, { error: 'Deal must be random, shuffled or same-card' });
export type TWinCondition = z.infer<typeof ZWinCondition>;

/**
 * A room code as typed, in the form codes are compared in (`roomCodeKey`: spaces and dashes dropped, upper case,
 * O → 0, I/L → 1), then checked.
 */
export const ZRoomCode = z.pipe(
  z.pipe(z.string({ error: INVALID_ROOM_CODE }), z.transform(roomCodeKey)),
  z.string().check(z.regex(ROOM_CODE_PATTERN, INVALID_ROOM_CODE)),
);

export const WIN_MODES = ['first', 'prizes'] as const;
export const ZWinMode = z.enum(WIN_MODES, { error: "Winning must be 'first' or 'prizes'" });
export type TWinMode = z.infer<typeof ZWinMode>;

/** The most prizes a game can have (a party game's first line, two lines, full card… and a couple more). */
export const MAX_PRIZES = 5;
/** Longest prize name, after normalising. */
export const PRIZE_NAME_MAX = 40;

/** A limit in the schema's English words, grouped as English writes it (10,000). */
const english = (limit: number) => limit.toLocaleString('en-US');

const WIN_CONDITION_ERROR = 'Win condition must be full, line or two-lines';
const STRENGTH: Record<z.infer<typeof ZWinCondition>, number> = { line: 1, 'two-lines': 2, full: 3 };

/** One prize as the host sets it up: its name and what a card needs to win it. */
export const ZPrize = z.strictObject(
  {
    name: z.pipe(
      singleLine('Prize name', PRIZE_NAME_MAX),
      z.string().check(z.minLength(1, 'Each prize needs a name')),
    ),
    condition: z.enum(['full', 'line', 'two-lines'], { error: WIN_CONDITION_ERROR }),
  },
  { error: 'Each prize needs a name and a win condition' },
);
export type TPrize = z.infer<typeof ZPrize>;

/**
 * The prizes, awarded in this order: 1 to MAX_PRIZES, names unique (compared as textKey), and each needs at least
 * as much of the card as the one before (first line, then two lines, then full card): a weaker prize after a
 * stronger one would already be won by everybody who is still playing for it.
 */
export const ZPrizes = z.array(ZPrize, { error: 'Prizes must be a list of prizes' }).check(
  z.minLength(1, 'Add at least one prize'),
  z.maxLength(MAX_PRIZES, `A game can have at most ${MAX_PRIZES} prizes`),
  z.superRefine((prizes: TPrize[], ctx) => {
    const seen = new Set<string>();
    for (const [i, prize] of prizes.entries()) {
      const key = textKey(prize.name);
      // `params.problem` names the rule for a client that words it in another language.
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          message: `"${prize.name}" is already a prize`,
          params: { problem: 'prize-taken', name: prize.name },
        });
      seen.add(key);
      const before = prizes[i - 1];
      if (before && STRENGTH[prize.condition] < STRENGTH[before.condition]) {
        ctx.addIssue({
          code: 'custom',
          message: 'Prizes go from the easiest win to the hardest: a line, then two lines, then a full card',
          params: { problem: 'prize-order' },
        });
      }
    }
  }),
);

/**
 * How a photo left a prize winner's line: a reviewer rejected it ('rejected'), guests' reports or the safety check
 * took it off the game ('hidden'), or the player removed or replaced it ('changed').
 */
export const PRIZE_LINE_CAUSES = ['rejected', 'hidden', 'changed'] as const;
export const ZPrizeLineCause = z.enum(PRIZE_LINE_CAUSES);
export type TPrizeLineCause = z.infer<typeof ZPrizeLineCause>;

/** An awarded prize whose winner's card stopped meeting its condition: when, and the cell that broke it. */
export const ZPrizeLineLoss = z.object({
  at: z.string(),
  /** The cell (0-based card index) whose change took the card below the prize's condition. */
  idx: z.number(),
  /** That cell's label. */
  label: z.string(),
  cause: ZPrizeLineCause,
});
export type TPrizeLineLoss = z.infer<typeof ZPrizeLineLoss>;

/** A prize of a game with its winner once awarded. */
export const ZPrizeAward = z.object({
  /** 1 for the first prize. */
  place: z.number(),
  name: z.string(),
  condition: ZWinCondition,
  winner: z.nullable(z.object({ id: z.string(), name: z.string() })),
  awardedAt: z.nullable(z.string()),
  /**
   * The staff's answers only (the host's game, the host room's events): the winner's card no longer meets the
   * prize's condition, for the owner or a co-host to keep or withdraw the prize. Absent when the line holds.
   */
  lineLost: z.optional(ZPrizeLineLoss),
});
export type TPrizeAward = z.infer<typeof ZPrizeAward>;

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
          z.lte(
            MAX_TIME_LIMIT_MINUTES,
            `Time limit must be at most ${english(MAX_TIME_LIMIT_MINUTES)} minutes`,
          ),
        ),
    ),
    winCondition: ZWinCondition,
    photoReview: z.boolean({ error: 'Photo review must be on or off' }),
    safetyCheck: ZSafetyCheck,
    /** How many players' reports hide a photo until a moderator decides. */
    reportThreshold: z
      .number({ error: 'Reports must be a number' })
      .check(
        z.int('Reports must be a whole number'),
        z.gte(1, 'Reports must be at least 1'),
        z.lte(MAX_REPORT_THRESHOLD, `Reports must be at most ${english(MAX_REPORT_THRESHOLD)}`),
      ),
    autoConfirmWinner: z.boolean({ error: 'Auto-confirm winner must be on or off' }),
    /** Player names are checked against profanity word lists (default on). */
    nameFilter: z.boolean({ error: 'Name filter must be on or off' }),
    maxPlayer: z
      .number({ error: 'Maximum players must be a number' })
      .check(
        z.int('Maximum players must be a whole number'),
        z.gte(1, 'Maximum players must be at least 1'),
        z.lte(MAX_PLAYERS_LIMIT, `Maximum players must be at most ${english(MAX_PLAYERS_LIMIT)}`),
      ),
    /** Whether guests may still join after the start (until play is over); off: only in the lobby. */
    joinAfterStart: z.boolean({ error: 'Joining after the start must be on or off' }),
    /** How each card is dealt from the labels (migration 016). */
    dealMode: ZDealMode,
    /** 'first': the first BINGO! wins (winCondition); 'prizes': the prizes below, awarded in order. */
    winMode: ZWinMode,
    prizes: ZPrizes,
    /** 'individual' (a card each) or 'teams' (a card per team, the teams set up apart: PUT …/teams). */
    gameMode: z.enum(GAME_MODES, { error: 'Game mode must be individual or teams' }),
    /** How a guest gets a team: 'pick' from the list, or 'balance' (the smallest team). */
    teamAssignment: z.enum(TEAM_ASSIGNMENTS, { error: 'Team assignment must be pick or balance' }),
    /** The most members a team takes; null: no limit but the game's. */
    teamMaxSize: z.nullable(
      z
        .number({ error: 'Team size must be a number' })
        .check(
          z.int('Team size must be a whole number'),
          z.gte(1, 'Team size must be at least 1'),
          z.lte(MAX_PLAYERS_LIMIT, `Team size must be at most ${english(MAX_PLAYERS_LIMIT)}`),
        ),
    ),
    /** Photos must be taken during the game: phones offer only the camera, never the photo library. */
    cameraOnly: z.boolean({ error: 'Camera only must be on or off' }),
    /** The game's language (a LANGUAGES tag): guests' screens start in it when their link names none. */
    language: ZLanguage,
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
  safetyCheck: ZSafetyCheck,
  reportThreshold: z.number(),
  /** The first valid BINGO! wins at once (no host confirmation). */
  autoConfirmWinner: z.boolean(),
  /** The host ended play before its time ran out ("The host ended the game", not "Time is up"). */
  endedEarly: z.optional(z.boolean()),
  nameFilter: z.boolean(),
  maxPlayer: z.number(),
  joinAfterStart: z.boolean(),
  /** The host locked the room: no new players for now. */
  joinsLocked: z.optional(z.boolean()),
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
  /** The same problems by kind with their numbers (game/setup.ts), for screens that word them in their language. */
  setupProblemList: z.optional(z.array(ZSetupProblem)),
  /** How each card is dealt from the labels (migration 016). */
  dealMode: ZDealMode,
  /**
   * When the photos of this completed or cancelled game are (or were) deleted by the retention job
   * (PHOTO_RETENTION_DAYS after it ended); null while the game has not ended.
   */
  photosDeleteAt: z.optional(z.nullable(z.string())),
  /** 'first' (the first BINGO! wins) or 'prizes' (several winners in order). */
  winMode: z.optional(ZWinMode),
  /** The prizes as set up (used when winMode is 'prizes'). */
  prizes: z.optional(z.array(ZPrize)),
  /** The prizes this game plays for, in order, with their winners so far. */
  prizeAwards: z.optional(z.array(ZPrizeAward)),
  /** The caller's role in this game: what its host screens offer them. */
  role: z.optional(ZGameRole),
  gameMode: z.optional(z.enum(GAME_MODES)),
  teamAssignment: z.optional(z.enum(TEAM_ASSIGNMENTS)),
  teamMaxSize: z.optional(z.nullable(z.number())),
  /** Photos must be taken during the game (phones offer only the camera). */
  cameraOnly: z.optional(z.boolean()),
  /** The game's language (a LANGUAGES tag; the server always sends it). */
  language: z.optional(ZLanguage),
  /** The event's accent colour and logo; absent when the host set neither (the app's own look). */
  look: z.optional(ZEventLook),
});
export type TGame = z.infer<typeof ZGame>;

/** A row of Active Games / Past Games (spec "Game"). */
export const ZGameListItem = z.extend(
  z.pick(ZGame, {
    uid: true,
    gameCode: true,
    eventTitle: true,
    maxPlayer: true,
    createdAt: true,
    status: true,
    paid: true,
    playerCount: true,
    eventDate: true,
    photosDeleteAt: true,
    role: true,
  }),
  {
    /** The winner's name once chosen (Past Games rows show it); null before or without one. */
    winnerName: z.nullable(z.string()),
  },
);
export type TGameListItem = z.infer<typeof ZGameListItem>;

export const ZGameListQuery = z.object({
  status: z.enum(['active', 'completed'], { error: 'status must be active or completed' }),
});

export const ZCreateGameRequest = z.optional(ZGameSetupUpdate);

/** POST /game/:code/duplicate: the copy's Event Date (the host's today; the server's when absent). */
export const ZDuplicateGameRequest = z.optional(z.strictObject({ eventDate: z.optional(ZEventDate) }));
