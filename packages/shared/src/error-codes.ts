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
  /** A room code that names no open game (malformed, unknown, an unpaid draft): 404, the same for all three. */
  INVALID_ROOM_CODE: 'INVALID_ROOM_CODE',
  /** A language that is not one of the app's (LANGUAGE_TAGS): 400, nothing saved. */
  UNSUPPORTED_LANGUAGE: 'UNSUPPORTED_LANGUAGE',

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
  /** A device claim ("Is this you on a new phone?") for a name no player in the game has, or a claim nobody made. */
  CLAIM_NOT_FOUND: 'CLAIM_NOT_FOUND',
  /** A second claim from a device whose earlier one still waits for the host. */
  CLAIM_ALREADY_PENDING: 'CLAIM_ALREADY_PENDING',
  /** Deciding a claim past its time (CLAIM_TTL_MINUTES). */
  CLAIM_EXPIRED: 'CLAIM_EXPIRED',
  /** Deciding a claim that was approved or declined already. */
  CLAIM_SETTLED: 'CLAIM_SETTLED',
  /** A Google sign-in whose e-mail address belongs to an account linked to another Google account. */
  EMAIL_LINKED_ELSEWHERE: 'EMAIL_LINKED_ELSEWHERE',
  /** Asking for a verification link for an address that is verified. */
  EMAIL_ALREADY_VERIFIED: 'EMAIL_ALREADY_VERIFIED',

  // Refusals about photos, BINGO! and prizes.
  NO_PHOTO_IN_CELL: 'NO_PHOTO_IN_CELL',
  /** A review decision about a photo replaced or removed since the host saw it. */
  PHOTO_REPLACED: 'PHOTO_REPLACED',
  /** A heart for a photo the game does not show (held, awaiting review or hidden): nothing changes. */
  PHOTO_NOT_SHOWN: 'PHOTO_NOT_SHOWN',
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
  /** Answering a BINGO! call this game does not hold. */
  BINGO_CALL_NOT_FOUND: 'BINGO_CALL_NOT_FOUND',
  /** Answering a BINGO! call someone already answered (or an award overtook): nothing changes. */
  BINGO_CALL_ANSWERED: 'BINGO_CALL_ANSWERED',
  /** Keeping or withdrawing a prize this game does not have (no such place). */
  PRIZE_NOT_FOUND: 'PRIZE_NOT_FOUND',
  /** Keeping or withdrawing a prize that is not (or no longer) won by the player named. */
  PRIZE_NOT_AWARDED: 'PRIZE_NOT_AWARDED',
  /** Keeping or withdrawing a prize whose winner's card still meets its condition (or it was kept already). */
  PRIZE_LINE_INTACT: 'PRIZE_LINE_INTACT',

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
  /** Undoing a report of a photo a person has decided on since: the decision stands, the report stays. */
  REPORT_DECIDED: 'REPORT_DECIDED',

  // Refusals about teams (game/teams.ts).
  /** Two of the host's teams under one name, as compared (normalised, case-folded): 409, nothing saved. */
  TEAM_NAME_TAKEN: 'TEAM_NAME_TAKEN',
  /** A team name the game's name filter refuses (400, the message names it), nothing saved. */
  TEAM_NAME_NOT_ALLOWED: 'TEAM_NAME_NOT_ALLOWED',
  /** Teams set up in a game that is not played in teams, or a team move in one (409). */
  NOT_A_TEAM_GAME: 'NOT_A_TEAM_GAME',
  /** A team game joined without a team where guests pick theirs (409): the join screen offers the list. */
  TEAM_REQUIRED: 'TEAM_REQUIRED',
  /** A team this game does not have (404). */
  TEAM_NOT_FOUND: 'TEAM_NOT_FOUND',
  /** A team at its maximum size (409): the join screen offers the others. */
  TEAM_FULL: 'TEAM_FULL',
  /** A team game without its teams set up, started or paid (409). */
  TEAMS_NOT_SET_UP: 'TEAMS_NOT_SET_UP',
  /** A photo for a team's cell a teammate filled (or changed) since the phone saw it (409): nothing changed. */
  CELL_TAKEN_BY_TEAMMATE: 'CELL_TAKEN_BY_TEAMMATE',
} as const;
export type TErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
