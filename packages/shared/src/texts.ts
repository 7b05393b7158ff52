import { MAX_UPLOAD_BYTES } from './constants';

// Words the server answers with and the web shows (or compares with) alike: one copy each. The game stage's own
// texts are in game/stage.ts.

/** A code that names no open game (404), a malformed code, or a QR code that holds none. */
export const INVALID_ROOM_CODE = 'Invalid room code. Please try again.';
/** A host's game that is not there or not theirs (404). */
export const GAME_NOT_FOUND = 'Game not found';
export const PHOTO_TOO_LARGE = `That photo is too large (${MAX_UPLOAD_BYTES / 1024 / 1024} MB at most)`;
/** What a game without a title is called. */
export const UNTITLED_GAME = 'Untitled game';

// Player sessions (spec texts).
export const DEVICE_ID_REQUIRED = 'Device ID is required';
export const NOT_AUTHENTICATED = 'User not authenticated';
export const NO_DEVICE_TOKEN = 'No device token available';
export const PLAYER_SESSION_INVALID = 'Failed to validate player session';

export const GOOGLE_LOGIN_FAILED = 'Google login failed';

// Payments (spec texts and their refusals).
export const PAYMENT_INITIATE_FAILED = 'Failed to initiate payment';
export const PAYMENT_STATUS_FAILED = 'Failed to get payment status';
export const GAME_COUNT_FAILED = 'Failed to get customer game count';
export const ALREADY_PAID = 'This game is already paid for';
export const ENDED_UNPAYABLE = 'This game has ended and can no longer be paid for';

// Photo review.
// Player names (join, the host's rename).
/** The name filter's refusal (400); the host may turn the filter off in the game rules. */
export const NAME_NOT_ALLOWED = "That name isn't allowed in this game. Please choose another.";
// Account mail: password reset and e-mail verification.
/** The one answer to "Forgot password?", whether or not the address has an account. */
export const RESET_MAIL_SENT =
  "If an account uses this address, we've sent it a link to choose a new password. Check your inbox.";
/** A reset link that is unknown, used already or expired (400). */
export const RESET_LINK_INVALID = 'This reset link is invalid or has expired. Ask for a new one.';
/** A verification link that is unknown or expired (400). */
export const VERIFY_LINK_INVALID = 'This verification link is invalid or has expired. Ask for a new one.';
export const VERIFICATION_MAIL_SENT = "We've sent you a new verification link. Check your inbox.";
/** Where a server that sends no mail put the link just asked for: its outbox page (laptop) or its log. */
export const RESET_LINK_IN_OUTBOX =
  "This server doesn't send mail. If an account uses this address, its reset link is in the outbox: open /outbox in a browser on the computer running Picture Bingo.";
export const RESET_LINK_IN_LOG =
  "This server doesn't send mail. If an account uses this address, its reset link is in the server's log: ask the person who runs it.";
export const VERIFICATION_LINK_IN_OUTBOX =
  "This server doesn't send mail: your new verification link is ready. Open it from the banner or the outbox.";
export const VERIFICATION_LINK_IN_LOG =
  "This server doesn't send mail: your new verification link is in the server's log. Ask the person who runs it.";
/** The same refusal where no mail is sent: the link is on this server (its outbox or its log). */
export const EMAIL_NOT_VERIFIED_NO_MAIL =
  "Please verify your email address before paying. This server doesn't send mail: open your verification link from the banner above, then pay.";
/** The outbox page's refusal without its key (the server's printed link) to someone not signed in (403, OUTBOX_NOT_LOCAL). */
export const OUTBOX_NOT_LOCAL =
  'The outbox opens only from the link Picture Bingo printed when it started. Sign in to see your own verification link.';
