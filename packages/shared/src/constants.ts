/** Product constants shared by the web app and the server (spec section 9 and DESIGN.md). */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** Room codes: 6 characters of A-Z and 0-9 (codes issued before the look-alike-free alphabet may hold any). */
export const ROOM_CODE_LENGTH = 6;
/** New codes are drawn from these: no O/0, I/1 or L, so a code read aloud or copied by hand is typed right. */
export const ROOM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** A room code's looked-up form (see `roomCodeKey`): 6 characters of A-Z and 0-9. */
export const ROOM_CODE_PATTERN = /^[A-Z0-9]{6}$/;

export const BOARD_SIZES = [3, 4, 5] as const;
export const DEFAULT_BOARD_SIZE = 3;

/** Price of one game in US cents ($20 one-time). */
export const PRICE_PER_GAME_CENTS = 2000;
/** Most games one payment may buy (prepaid games are spent as games go live). */
export const MAX_GAMES_PER_PAYMENT = 10;

/** Scroll distance after which the top bar turns translucent. */
export const NAV_SCROLL_THRESHOLD_PX = 10;
export const TOAST_DURATION_MS = 4000;
export const COPY_CHECK_MS = 2000;

export const QR_SIZE_PX = 200;

/** Text limits (characters) for what hosts and players type. */
export const LIMITS = {
  hostName: 40,
  playerName: 30,
  eventTitle: 100,
  welcomeMessage: 500,
  label: 60,
  freeSpaceWord: 30,
  /** Most labels a board may hold (a 5x5 card needs 24; extra ones make every player's card differ more). */
  labels: 100,
} as const;

export const DEFAULT_TIME_LIMIT_MINUTES = 30;
export const MAX_TIME_LIMIT_MINUTES = 24 * 60;
export const DEFAULT_MAX_PLAYERS = 50;
/** The most players one game may hold: one node holds a game this size (docs/PERFORMANCE.md, the crowd bench). */
export const MAX_PLAYERS_LIMIT = 10_000;

/** Images the server accepts (checked by content, not by name or declared type). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/**
 * The pixel budget of every format but JPEG: only JPEG is decoded at a fraction of its size (shrink-on-load), so
 * in PNG, GIF and WebP every pixel costs: a 27 KB 6300x6300 GIF took 0.7 s of CPU, a 1.5 KB 6000x6600 lossless
 * WebP 0.5 s. Phone screenshots (under 6 MP), 12 MP phone photos and 5K desktop screenshots (14.7 MP) fit.
 */
export const MAX_FULL_DECODE_PIXELS = 4096 * 4096;
/** Longest side of the stored photo and of its thumbnail. */
export const IMAGE_MAX_SIDE = 1600;
export const THUMB_MAX_SIDE = 400;

/** At most this many characters in the reason a host gives for rejecting a photo (one line). */
export const REJECT_REASON_MAX = 80;

/**
 * How long a host can undo a rejection: the rejected photo's files are kept this long (the cell is emptied at
 * once, and the player told), and deleted only once it has passed.
 */
export const REJECT_UNDO_SECONDS = 10;

/**
 * Most labels a game's pool may hold (the same limit as LIMITS.labels): a 5x5 card takes 24, so a pool of 100
 * gives every guest a card mostly of their own while a host can still read the whole list on one screen.
 */
export const LABEL_POOL_MAX = LIMITS.labels;

/**
 * How cards are dealt from the labels (stored on the game, migration 016):
 * - random: each player's card is drawn from the whole pool, in their own order (the default);
 * - shuffled: everyone gets the same labels (the first n²−1 of the list), each in their own order;
 * - same-card: everyone gets the same card: the first n²−1 labels in the list's order.
 */
export const DEAL_MODES = ['random', 'shuffled', 'same-card'] as const;

/**
 * The automatic safety check of a game's photos (an image classifier on the server):
 * - off: photos are not checked;
 * - explicit: photos the check finds explicit wait for a person (the default);
 * - suggestive: photos it finds explicit or suggestive wait for a person.
 */
export const SAFETY_CHECK_MODES = ['off', 'explicit', 'suggestive'] as const;
export const DEFAULT_SAFETY_CHECK = 'explicit';

/** How many players' reports hide a photo until a moderator decides, unless the host sets another number. */
export const DEFAULT_REPORT_THRESHOLD = 2;
export const MAX_REPORT_THRESHOLD = 50;
export const DEFAULT_DEAL_MODE = 'random';

/** A new game's Free Space word (the host can change it). */
export const DEFAULT_FREE_SPACE_WORD = 'FREE';

/**
 * How often (ms) the screens that show the whole game (the host's screens, the big screen, gallery and
 * standings viewers) get the game's changes: one frame per game and node at most this often, each cell's last
 * state only (DESIGN.md section 8, docs/decisions/009-phones-get-what-they-show.md).
 */
export const GAME_FRAME_MS = 250;

/**
 * How often (ms) at most a phone hears the game's player count (`players:counted`) once its lobby's window is
 * full: one count per game and node per second, the latest. Each count is one write to every phone, so at one
 * per frame a lobby filling with 3,000 players spent a third of each node's time writing counts to sockets
 * (docs/PERFORMANCE.md).
 */
export const PHONE_COUNT_MS = 1000;

/**
 * The phones' count costs at most this many socket writes a second per game and committing node: past
 * PHONE_COUNT_WRITES_PER_SECOND players, each phone hears it less often than every PHONE_COUNT_MS (10,000
 * players: every 10 s), so a lobby filling with a crowd spends the nodes' time on the joins.
 */
export const PHONE_COUNT_WRITES_PER_SECOND = 1000;

/**
 * How many players a phone's `lobby:snapshot` lists: the most recent joins (and the phone's own entry, if it
 * joined earlier). The snapshot's `playerCount` says how many there are in all. The host's screens get every
 * player. Without it a lobby of 5,000 sent each connecting phone every name: O(N²) bytes while it filled
 * (docs/decisions/009-phones-get-what-they-show.md).
 */
export const LOBBY_SNAPSHOT_PLAYERS = 100;

/**
 * WebP quality (0–100) of the stored photo. The phone encodes what it sends at this quality too, fitted within
 * IMAGE_MAX_SIDE, so it sends about what the server keeps.
 */
export const IMAGE_WEBP_QUALITY = 80;

/**
 * Boards the gallery and the room's players screen load at a time: "Show more players" loads the
 * next page. A game of this many players or fewer loads whole.
 */
export const GALLERY_PAGE_SIZE = 48;
