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
import { ALREADY_PAID, ENDED_UNPAYABLE, INVALID_ROOM_CODE } from './texts';
import { CELL_TAKEN_BY_TEAMMATE, TEAM_FULL, TEAM_NAME_NOT_ALLOWED, TEAM_NAME_TAKEN } from './game/teams';

import { ErrorCode, type TErrorCode } from './error-codes';
import { UNSUPPORTED_LANGUAGE } from './language-tags';

// Refusal texts the server also sends on their own (socket events, handshakes): defined here, with the table, so a
// page's first download holds none of them (the web loads the table with the first error to show).
/** A player the host removed: the API's 403, the socket's `you:removed` and refusal. */
export const REMOVED_FROM_GAME = 'You were removed from this game';
/** A decision about a photo the player replaced or removed since the host saw it (409); the queue refreshes. */
export const PHOTO_CHANGED =
  'This photo was replaced or removed since you saw it. Please review the current one.';
/** A review of a cell with no photo in it (409). */
export const NO_PHOTO_IN_CELL = 'There is no photo in that cell';
/** Another player of the game already has this name, as compared (normalised, case-folded): 409. */
export const NAME_TAKEN = 'That name is taken in this game. Try another.';
export const EMAIL_ALREADY_VERIFIED = 'Your email address is already verified.';
/** A player who moved to another device: what the old device's calls (403) and sockets (`you:moved`) say. */
export const MOVED_TO_ANOTHER_DEVICE = 'You are playing this game on another device now';
/** A device that already plays someone in this game cannot take over a second player (409). */
export const ALREADY_PLAYING_HERE =
  'This device already plays in this game as someone else, so it cannot take over another player.';
/** Undoing a rejection too late (410): its photo is deleted. */
export const REJECTION_UNDO_EXPIRED = 'Too late to undo: that rejected photo has been deleted.';
/** Undoing a rejection after the player sent a new photo for that cell (409): the new one stays. */
export const REJECTED_CELL_CHANGED =
  'The player has changed that cell since you rejected the photo, so the rejection cannot be undone.';
/** The outbox asked for where mail is sent, or the server is public (404, OUTBOX_UNAVAILABLE). */
export const OUTBOX_UNAVAILABLE = 'This server has no outbox: its mail is sent, or written to its log.';
/** Starting a checkout before the address is verified (403, EMAIL_NOT_VERIFIED). */
export const EMAIL_NOT_VERIFIED =
  'Please verify your email address before paying: follow the link we sent you, or ask for a new one.';

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
  [ErrorCode.UNSUPPORTED_LANGUAGE]: { status: 400, message: UNSUPPORTED_LANGUAGE },
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
  [ErrorCode.INVALID_ROOM_CODE]: { status: 404, message: INVALID_ROOM_CODE },

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
  [ErrorCode.CLAIM_NOT_FOUND]: { status: 404, message: 'No player in this game has that name' },
  [ErrorCode.CLAIM_ALREADY_PENDING]: {
    status: 409,
    message: 'You have asked already. Wait for the host to answer.',
  },
  [ErrorCode.CLAIM_EXPIRED]: { status: 409, message: 'This request has expired. Ask again.' },
  [ErrorCode.CLAIM_SETTLED]: { status: 409, message: 'This request was answered already' },
  [ErrorCode.EMAIL_LINKED_ELSEWHERE]: {
    status: 409,
    message: 'This email is linked to another Google account',
  },
  [ErrorCode.EMAIL_ALREADY_VERIFIED]: { status: 409, message: EMAIL_ALREADY_VERIFIED },

  [ErrorCode.NO_PHOTO_IN_CELL]: { status: 409, message: NO_PHOTO_IN_CELL },
  [ErrorCode.PHOTO_REPLACED]: { status: 409, message: PHOTO_CHANGED },
  [ErrorCode.PHOTO_NOT_SHOWN]: {
    status: 409,
    message: 'This photo is not shown to the game right now, so it takes no hearts',
  },
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
  [ErrorCode.BINGO_CALL_NOT_FOUND]: { status: 404, message: 'This BINGO! call is not in this game' },
  [ErrorCode.BINGO_CALL_ANSWERED]: { status: 409, message: 'This BINGO! call has already been answered' },
  [ErrorCode.PRIZE_NOT_FOUND]: { status: 404, message: 'This game has no such prize' },
  [ErrorCode.PRIZE_NOT_AWARDED]: { status: 409, message: 'This prize is not won by this player any more' },
  [ErrorCode.PRIZE_LINE_INTACT]: {
    status: 409,
    message: "The winner's card meets the prize's condition again: there is nothing to decide",
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
  [ErrorCode.REPORT_DECIDED]: {
    status: 409,
    message: 'The host has already decided about this photo, so the report stays',
  },
  [ErrorCode.TEAM_NAME_TAKEN]: { status: 409, message: TEAM_NAME_TAKEN, detailed: true },
  [ErrorCode.TEAM_NAME_NOT_ALLOWED]: { status: 400, message: TEAM_NAME_NOT_ALLOWED, detailed: true },
  [ErrorCode.NOT_A_TEAM_GAME]: { status: 409, message: 'This game is not played in teams' },
  [ErrorCode.TEAM_REQUIRED]: { status: 409, message: 'Choose a team to join' },
  [ErrorCode.TEAM_NOT_FOUND]: { status: 404, message: 'That team is not in this game' },
  [ErrorCode.TEAM_FULL]: { status: 409, message: TEAM_FULL },
  [ErrorCode.TEAMS_NOT_SET_UP]: { status: 409, message: 'Set up at least two teams first' },
  [ErrorCode.CELL_TAKEN_BY_TEAMMATE]: { status: 409, message: CELL_TAKEN_BY_TEAMMATE },
};

/** Whether a string the client received is one of the codes. */
export const isErrorCode = (code: unknown): code is TErrorCode =>
  typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, code);
