import { GAME_FULL, GAME_NOT_OPEN, JOIN_CLOSED, ROOM_LOCKED } from './game/joining';
import {
  ALREADY_STARTED,
  BINGO_TOO_LATE,
  BINGO_WHILE_PAUSED,
  GAME_CANCELLED,
  GAME_ENDED,
  GAME_OVER,
  GAME_PAUSED,
  NOT_STARTED,
  TIME_IS_UP,
} from './game/stage';
import { ALREADY_PLAYING_HERE, MOVED_TO_ANOTHER_DEVICE } from './schemas/rejoin';
import {
  ALREADY_PAID,
  EMAIL_ALREADY_VERIFIED,
  EMAIL_NOT_VERIFIED,
  ENDED_UNPAYABLE,
  NAME_TAKEN,
  NO_PHOTO_IN_CELL,
  OUTBOX_UNAVAILABLE,
  PHOTO_CHANGED,
  REJECTED_CELL_CHANGED,
  REJECTION_UNDO_EXPIRED,
  REMOVED_FROM_GAME,
} from './texts';

/** The `code` of every error the API returns (body `{ message, code }`, see `ZApiError`). */
export const ErrorCode = {
  VALIDATION: 'VALIDATION_ERROR',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA: 'UNSUPPORTED_MEDIA_TYPE',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  /** A PNG, GIF or WebP (any image format decoded pixel by pixel) above MAX_FULL_DECODE_PIXELS (413). */
  IMAGE_OVER_DECODE_BUDGET: 'IMAGE_OVER_DECODE_BUDGET',
  /** The server's storage is full (507): nothing was stored. */
  INSUFFICIENT_STORAGE: 'INSUFFICIENT_STORAGE',
  INTERNAL: 'INTERNAL_ERROR',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  INVALID_TOKEN: 'INVALID_TOKEN',
  GOOGLE_NOT_CONFIGURED: 'GOOGLE_NOT_CONFIGURED',
  /** No prepaid game is left: the host has to pay first. */
  PAYMENT_REQUIRED: 'PAYMENT_REQUIRED',
  /** The payment provider could not be reached or refused the request. */
  PAYMENT_PROVIDER: 'PAYMENT_PROVIDER_ERROR',
  /** A webhook without a valid signature. */
  INVALID_SIGNATURE: 'INVALID_SIGNATURE',
  /** The account's e-mail address is not verified yet: paying waits for it (403). */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  /** Undoing a rejection whose undo time (REJECT_UNDO_SECONDS) has passed, or that never was: the photo is gone. */
  REJECTION_UNDO_EXPIRED: 'REJECTION_UNDO_EXPIRED',
  /** Undoing a rejection after the player put a new photo in that cell (or removed it): nothing changes. */
  REJECTED_CELL_CHANGED: 'REJECTED_CELL_CHANGED',
  /** This server sends its mail (or is public): it has no outbox page (404). */
  OUTBOX_UNAVAILABLE: 'OUTBOX_UNAVAILABLE',
  /** The outbox asked for from another device by someone not signed in (403): it shows nothing. */
  OUTBOX_NOT_LOCAL: 'OUTBOX_NOT_LOCAL',
  /** The host locked the room: no new players join until it is unlocked (409). */
  ROOM_LOCKED: 'ROOM_LOCKED',

  // Refusals about where a game stands (409 unless said otherwise).
  /** A draft: the host has not paid for it yet, so its lobby is not open. */
  GAME_NOT_OPEN: 'GAME_NOT_OPEN',
  /** Every place is taken. */
  GAME_FULL: 'GAME_FULL',
  /** The game started and its host closed joining at the start. */
  JOIN_CLOSED: 'JOIN_CLOSED',
  /** Play is over (time up, ended, completed or cancelled): "This game has ended". */
  GAME_ENDED: 'GAME_ENDED',
  /** A host's change to a game that is history (completed or cancelled). */
  GAME_ALREADY_ENDED: 'GAME_ALREADY_ENDED',
  /** A setup change to a game that is history. */
  GAME_ENDED_UNCHANGEABLE: 'GAME_ENDED_UNCHANGEABLE',
  GAME_CANCELLED: 'GAME_CANCELLED',
  /** Lobby-only actions once the game has started. */
  ALREADY_STARTED: 'ALREADY_STARTED',
  /** Play actions before the game has started. */
  GAME_NOT_STARTED: 'GAME_NOT_STARTED',
  /** Card changes while the host has paused the game. */
  GAME_PAUSED: 'GAME_PAUSED',
  /** Card changes once the time is up. */
  TIME_UP: 'TIME_UP',
  /** Card changes once the game is over (completed or cancelled). */
  GAME_OVER: 'GAME_OVER',
  ALREADY_PAUSED: 'ALREADY_PAUSED',
  /** Pausing a game whose time is up. */
  TIME_ALREADY_UP: 'TIME_ALREADY_UP',
  NOT_PAUSED: 'NOT_PAUSED',
  /** The server's clock move on a game whose time is not up (never a user's request). */
  TIME_NOT_UP: 'TIME_NOT_UP',
  /** Starting a game nobody has joined. */
  NO_PLAYERS_YET: 'NO_PLAYERS_YET',
  /** Starting a draft: it has to be paid for first. */
  PAY_BEFORE_START: 'PAY_BEFORE_START',
  ALREADY_PAID: 'ALREADY_PAID',
  /** Paying for a game that has ended. */
  GAME_ENDED_UNPAYABLE: 'GAME_ENDED_UNPAYABLE',
  /** Paying for a game whose setup is unfinished (the message lists what is missing). */
  SETUP_INCOMPLETE: 'SETUP_INCOMPLETE',
  /** Changing the board or rules of a paid game. */
  SETUP_LOCKED: 'SETUP_LOCKED',
  /** Games are free on this server. */
  NOTHING_TO_PAY: 'NOTHING_TO_PAY',
  /** Deleting a game that is still running. */
  GAME_STILL_RUNNING: 'GAME_STILL_RUNNING',

  // Refusals about players.
  NAME_TAKEN: 'NAME_TAKEN',
  /** Restoring a removed player whose name another player took meanwhile. */
  RESTORE_NAME_TAKEN: 'RESTORE_NAME_TAKEN',
  /** Restoring a removed player into a full game. */
  RESTORE_GAME_FULL: 'RESTORE_GAME_FULL',
  /** The player was removed by the host (403): their device's calls, and `you:removed`. */
  REMOVED_FROM_GAME: 'REMOVED_FROM_GAME',
  /** A rejoin code for a player the host removed. */
  PLAYER_REMOVED: 'PLAYER_REMOVED',
  /** The player continued on another device (403): the old device's calls, handshakes and `you:moved`. */
  MOVED_TO_ANOTHER_DEVICE: 'MOVED_TO_ANOTHER_DEVICE',
  /** A device that already plays someone in this game taking over another player. */
  ALREADY_PLAYING_HERE: 'ALREADY_PLAYING_HERE',
  /** A Google sign-in whose e-mail address belongs to an account linked to another Google account. */
  EMAIL_LINKED_ELSEWHERE: 'EMAIL_LINKED_ELSEWHERE',
  /** Asking for a verification link for an address that is verified. */
  EMAIL_ALREADY_VERIFIED: 'EMAIL_ALREADY_VERIFIED',

  // Refusals about photos, BINGO! and prizes.
  NO_PHOTO_IN_CELL: 'NO_PHOTO_IN_CELL',
  /** A review decision about a photo replaced or removed since the host saw it. */
  PHOTO_REPLACED: 'PHOTO_REPLACED',
  /** BINGO! called on a card that does not meet the win condition. */
  BINGO_UNFINISHED: 'BINGO_UNFINISHED',
  BINGO_WHILE_PAUSED: 'BINGO_WHILE_PAUSED',
  /** BINGO! for a card completed after play ended. */
  BINGO_TOO_LATE: 'BINGO_TOO_LATE',
  /** BINGO! from a player who has won a prize (the message names it). */
  ALREADY_WON: 'ALREADY_WON',
  WINNER_ALREADY_CHOSEN: 'WINNER_ALREADY_CHOSEN',
  /** Awarding a prize to a player who has one. */
  PLAYER_ALREADY_WON: 'PLAYER_ALREADY_WON',
  /** Awarding a prize to a card that does not meet its win condition (the message names the prize). */
  PRIZE_NOT_MET: 'PRIZE_NOT_MET',
  /** Choosing the overall winner while earlier prizes wait. */
  MORE_PRIZES_FIRST: 'MORE_PRIZES_FIRST',

  // Refusals about roles and invites (game/roles.ts).
  /** A co-host or moderator asking for what their role does not allow (403); nothing changes. */
  ROLE_NOT_ALLOWED: 'ROLE_NOT_ALLOWED',
  /** An invite link nobody made (or of a deleted game). */
  INVITE_NOT_FOUND: 'INVITE_NOT_FOUND',
  /** An invite link past its time (410). */
  INVITE_EXPIRED: 'INVITE_EXPIRED',
  /** An invite link someone has used already (410): each grants one role once. */
  INVITE_USED: 'INVITE_USED',
  /** An invite link its owner withdrew (410). */
  INVITE_REVOKED: 'INVITE_REVOKED',
  /** The game's owner opening an invite to their own game. */
  INVITE_OWN_GAME: 'INVITE_OWN_GAME',
  /** A review decision on a photo another reviewer holds (it was handed to them, and their time is not up). */
  PHOTO_WITH_ANOTHER_REVIEWER: 'PHOTO_WITH_ANOTHER_REVIEWER',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * One refusal: the HTTP status it is answered with and its default English message. `detailed` codes carry the
 * particulars in the server's message (a field name, a prize), so a screen shows the server's words for them.
 */
export interface TErrorEntry {
  status: number;
  message: string;
  detailed?: true;
}

/** Every code's status and default message: the server answers with these, the web shows them (see error-text). */
export const ERRORS: Record<TErrorCode, TErrorEntry> = {
  [ErrorCode.VALIDATION]: { status: 400, message: 'Invalid request', detailed: true },
  [ErrorCode.UNAUTHORIZED]: { status: 401, message: 'Not signed in', detailed: true },
  [ErrorCode.FORBIDDEN]: { status: 403, message: 'You are not allowed to do that', detailed: true },
  [ErrorCode.NOT_FOUND]: { status: 404, message: 'Not found', detailed: true },
  [ErrorCode.CONFLICT]: { status: 409, message: 'That cannot be done now', detailed: true },
  [ErrorCode.RATE_LIMITED]: {
    status: 429,
    message: 'Too many requests. Please wait a moment.',
    detailed: true,
  },
  [ErrorCode.PAYLOAD_TOO_LARGE]: { status: 413, message: 'Request body is too large', detailed: true },
  [ErrorCode.UNSUPPORTED_MEDIA]: { status: 415, message: 'Unsupported content type', detailed: true },
  [ErrorCode.SERVICE_UNAVAILABLE]: {
    status: 503,
    message: 'The service is temporarily unavailable. Please try again.',
    detailed: true,
  },
  [ErrorCode.IMAGE_OVER_DECODE_BUDGET]: { status: 413, message: 'This image is too large', detailed: true },
  [ErrorCode.INSUFFICIENT_STORAGE]: { status: 507, message: 'The server is out of storage', detailed: true },
  [ErrorCode.INTERNAL]: { status: 500, message: 'Something went wrong on our side' },
  [ErrorCode.INVALID_CREDENTIALS]: { status: 401, message: 'Invalid email or password' },
  [ErrorCode.EMAIL_TAKEN]: {
    status: 409,
    message: 'An account with this email already exists. Try logging in.',
  },
  [ErrorCode.INVALID_TOKEN]: { status: 401, message: 'This link or sign-in is not valid', detailed: true },
  [ErrorCode.GOOGLE_NOT_CONFIGURED]: { status: 404, message: 'Google sign-in is not set up on this server' },
  [ErrorCode.PAYMENT_REQUIRED]: { status: 402, message: 'Pay for a game first', detailed: true },
  [ErrorCode.PAYMENT_PROVIDER]: { status: 502, message: 'The payment could not be made', detailed: true },
  [ErrorCode.INVALID_SIGNATURE]: { status: 400, message: 'Invalid signature', detailed: true },
  [ErrorCode.EMAIL_NOT_VERIFIED]: { status: 403, message: EMAIL_NOT_VERIFIED },
  [ErrorCode.REJECTION_UNDO_EXPIRED]: { status: 410, message: REJECTION_UNDO_EXPIRED },
  [ErrorCode.REJECTED_CELL_CHANGED]: { status: 409, message: REJECTED_CELL_CHANGED },
  [ErrorCode.OUTBOX_UNAVAILABLE]: { status: 404, message: OUTBOX_UNAVAILABLE },
  [ErrorCode.OUTBOX_NOT_LOCAL]: { status: 403, message: 'Sign in to see the outbox', detailed: true },
  [ErrorCode.ROOM_LOCKED]: { status: 409, message: ROOM_LOCKED },

  [ErrorCode.GAME_NOT_OPEN]: { status: 409, message: GAME_NOT_OPEN },
  [ErrorCode.GAME_FULL]: { status: 409, message: GAME_FULL },
  [ErrorCode.JOIN_CLOSED]: { status: 409, message: JOIN_CLOSED },
  [ErrorCode.GAME_ENDED]: { status: 409, message: GAME_ENDED },
  [ErrorCode.GAME_ALREADY_ENDED]: { status: 409, message: 'This game has already ended' },
  [ErrorCode.GAME_ENDED_UNCHANGEABLE]: {
    status: 409,
    message: 'This game has ended and can no longer be changed',
  },
  [ErrorCode.GAME_CANCELLED]: { status: 409, message: GAME_CANCELLED },
  [ErrorCode.ALREADY_STARTED]: { status: 409, message: ALREADY_STARTED },
  [ErrorCode.GAME_NOT_STARTED]: { status: 409, message: NOT_STARTED },
  [ErrorCode.GAME_PAUSED]: { status: 409, message: GAME_PAUSED },
  [ErrorCode.TIME_UP]: { status: 409, message: TIME_IS_UP },
  [ErrorCode.GAME_OVER]: { status: 409, message: GAME_OVER },
  [ErrorCode.ALREADY_PAUSED]: { status: 409, message: 'The game is already paused' },
  [ErrorCode.TIME_ALREADY_UP]: { status: 409, message: 'Time is already up' },
  [ErrorCode.NOT_PAUSED]: { status: 409, message: "The game isn't paused" },
  [ErrorCode.TIME_NOT_UP]: { status: 409, message: "The game's time is not up" },
  [ErrorCode.NO_PLAYERS_YET]: { status: 409, message: 'Wait for at least one player to join' },
  [ErrorCode.PAY_BEFORE_START]: { status: 409, message: 'Pay for the game before starting it' },
  [ErrorCode.ALREADY_PAID]: { status: 409, message: ALREADY_PAID },
  [ErrorCode.GAME_ENDED_UNPAYABLE]: { status: 409, message: ENDED_UNPAYABLE },
  [ErrorCode.SETUP_INCOMPLETE]: { status: 409, message: 'Finish setting up the game first', detailed: true },
  [ErrorCode.SETUP_LOCKED]: {
    status: 409,
    message: 'The board and rules can no longer be changed once the game is paid for',
  },
  [ErrorCode.NOTHING_TO_PAY]: {
    status: 409,
    message: 'Games are free on this server: there is nothing to pay.',
  },
  [ErrorCode.GAME_STILL_RUNNING]: {
    status: 409,
    message: 'This game is still running. Cancel it before deleting it.',
  },

  [ErrorCode.NAME_TAKEN]: { status: 409, message: NAME_TAKEN },
  [ErrorCode.RESTORE_NAME_TAKEN]: {
    status: 409,
    message:
      'Another player has taken this name since the removal; they need to change it before this player can come back',
  },
  [ErrorCode.RESTORE_GAME_FULL]: {
    status: 409,
    message: 'This game is full, so the removed player cannot come back',
  },
  [ErrorCode.REMOVED_FROM_GAME]: { status: 403, message: REMOVED_FROM_GAME },
  [ErrorCode.PLAYER_REMOVED]: { status: 409, message: 'This player was removed from the game' },
  [ErrorCode.MOVED_TO_ANOTHER_DEVICE]: { status: 403, message: MOVED_TO_ANOTHER_DEVICE },
  [ErrorCode.ALREADY_PLAYING_HERE]: { status: 409, message: ALREADY_PLAYING_HERE },
  [ErrorCode.EMAIL_LINKED_ELSEWHERE]: {
    status: 409,
    message: 'This email is linked to another Google account',
  },
  [ErrorCode.EMAIL_ALREADY_VERIFIED]: { status: 409, message: EMAIL_ALREADY_VERIFIED },

  [ErrorCode.NO_PHOTO_IN_CELL]: { status: 409, message: NO_PHOTO_IN_CELL },
  [ErrorCode.PHOTO_REPLACED]: { status: 409, message: PHOTO_CHANGED },
  [ErrorCode.BINGO_UNFINISHED]: { status: 409, message: "Your card doesn't meet the win condition yet" },
  [ErrorCode.BINGO_WHILE_PAUSED]: { status: 409, message: BINGO_WHILE_PAUSED },
  [ErrorCode.BINGO_TOO_LATE]: { status: 409, message: BINGO_TOO_LATE },
  [ErrorCode.ALREADY_WON]: { status: 409, message: 'You have already won a prize', detailed: true },
  [ErrorCode.WINNER_ALREADY_CHOSEN]: { status: 409, message: 'The winner has already been chosen' },
  [ErrorCode.PLAYER_ALREADY_WON]: { status: 409, message: 'This player has already won a prize' },
  [ErrorCode.PRIZE_NOT_MET]: {
    status: 409,
    message: "This player's card doesn't meet the win condition of this prize yet",
    detailed: true,
  },
  [ErrorCode.MORE_PRIZES_FIRST]: {
    status: 409,
    message: 'Award the earlier prizes first: this game has more than one prize',
  },

  [ErrorCode.ROLE_NOT_ALLOWED]: { status: 403, message: 'Your role in this game does not allow this' },
  [ErrorCode.INVITE_NOT_FOUND]: { status: 404, message: 'This invite link is not valid' },
  [ErrorCode.INVITE_EXPIRED]: {
    status: 410,
    message: 'This invite link has expired. Ask the host for a new one.',
  },
  [ErrorCode.INVITE_USED]: {
    status: 410,
    message: 'This invite link has already been used. Ask the host for a new one.',
  },
  [ErrorCode.INVITE_REVOKED]: { status: 410, message: 'The host has withdrawn this invite link' },
  [ErrorCode.INVITE_OWN_GAME]: { status: 409, message: 'You are the owner of this game already' },
  [ErrorCode.PHOTO_WITH_ANOTHER_REVIEWER]: {
    status: 409,
    message: 'Another reviewer is looking at this photo',
  },
};

/** Whether a string the client received is one of the codes. */
export const isErrorCode = (code: unknown): code is TErrorCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, code);
