import { z } from '../zod-config';
import { ZPrizeAward, ZWinCondition } from './game';
import { ZCell, ZGameSummary } from './player';

/**
 * How far a player is, as the gallery and progress screens show it (spec "Gallery player", "Progress
 * player"): `completed` once their card met the win condition (server time), otherwise `in_progress`.
 */
export const ZProgressStatus = z.enum(['completed', 'in_progress']);
export type TProgressStatus = z.infer<typeof ZProgressStatus>;

/**
 * One card's standing (a player's, or a team's): the progress card, a leaderboard row and the gallery card share
 * it.
 */
export const ZCardProgress = z.object({
  id: z.string(),
  name: z.string(),
  status: ZProgressStatus,
  /** Marked cells that are not the free space ("x / n²−1"). */
  markedCount: z.number(),
  /** n²−1: what a full card has. */
  totalCount: z.number(),
  /** When the card first met the win condition (server time), or null. */
  completedAt: z.nullable(z.string()),
  /** When the player's latest counting photo was marked (ties are broken by it), or null. */
  lastMarkedAt: z.nullable(z.string()),
  /** The game's earliest player to meet the win condition. */
  first: z.boolean(),
  joinedAt: z.string(),
  /** Photos on the card still waiting for the host's review (always 0 without photo review). */
  pendingPhotos: z.optional(z.number()),
  /** In a team game, the card is this team's (`name` is the team's): its colour and its members' names. */
  team: z.optional(z.object({ id: z.string(), colour: z.string(), members: z.array(z.string()) })),
});
export type TCardProgress = z.infer<typeof ZCardProgress>;

/** A gallery card: the standing and the whole board. */
export const ZGalleryCard = z.extend(ZCardProgress, { cells: z.array(ZCell) });
export type TGalleryCard = z.infer<typeof ZGalleryCard>;

export const ZLeaderboardEntry = z.extend(ZCardProgress, {
  /** 1 for the winner, then 2, 3… by marked cells (more first), then time (earlier first). */
  rank: z.number(),
  isWinner: z.boolean(),
  /** The prize this player won (name), if any. */
  prize: z.optional(z.nullable(z.string())),
});
export type TLeaderboardEntry = z.infer<typeof ZLeaderboardEntry>;

/** The final standings, once the host chose the winner (null before). */
export const ZLeaderboard = z.object({
  winner: z.object({ id: z.string(), name: z.string() }),
  decidedAt: z.string(),
  entries: z.array(ZLeaderboardEntry),
  /** Every prize of the game in order with its winner (one in a "first BINGO! wins" game). */
  prizes: z.optional(z.array(ZPrizeAward)),
  /** A "first BINGO! wins" game's rule (its win is worded by it when the winner's card met it). */
  winCondition: z.optional(ZWinCondition),
});
export type TLeaderboard = z.infer<typeof ZLeaderboard>;

/** Which page an answer holds (only when one was asked for): `total` players in all. */
export const ZResultsPage = z.object({ offset: z.number(), limit: z.number(), total: z.number() });
export type TResultsPage = z.infer<typeof ZResultsPage>;

/** Answer of GET /game/:code/progress (the game's host and players). */
export const ZProgress = z.object({
  game: ZGameSummary,
  /** Players (not removed) in the order they joined. */
  players: z.array(ZCardProgress),
  /** The standing order right now (winner first once chosen), for leaderboards shown while playing. */
  ranking: z.array(ZLeaderboardEntry),
  leaderboard: z.nullable(ZLeaderboard),
  /** Every prize of the game in order with its winner so far. */
  prizes: z.optional(z.array(ZPrizeAward)),
  /** Set when a page was asked for (?offset&limit): `players` and `ranking` hold that window only. */
  page: z.optional(ZResultsPage),
});
export type TProgress = z.infer<typeof ZProgress>;

/** Answer of GET /game/:code/gallery (the game's host and players). */
export const ZGallery = z.object({
  game: ZGameSummary,
  /** The game's cards (not removed) in the order they were dealt: the players', or the teams'. */
  players: z.array(ZGalleryCard),
  leaderboard: z.nullable(ZLeaderboard),
  /** Set when a page was asked for (?offset&limit): `players` holds that window only. */
  page: z.optional(ZResultsPage),
});
export type TGallery = z.infer<typeof ZGallery>;

/** Body of POST /game/:code/winner (the game's host only). */
const SELECT_WINNER = 'Please select a player as the winner.';
export const ZChooseWinnerRequest = z.object(
  {
    playerId: z.string({ error: SELECT_WINNER }).check(
      z.minLength(1, SELECT_WINNER),
      z.maxLength(64, 'Player not found'),
      // Ids never hold NUL, and PostgreSQL text cannot: such an id must not reach a query.
      z.refine((v: string) => !v.includes('\u0000'), 'Player not found'),
    ),
  },
  { error: SELECT_WINNER },
);
export type TChooseWinnerRequest = z.infer<typeof ZChooseWinnerRequest>;

/** One approved photo as the results page shows it: whose, which label, the stored 1600 px image and its thumbnail. */
export const ZResultsPhoto = z.object({
  playerId: z.string(),
  playerName: z.string(),
  /** The cell's position on its player's card (0-based). */
  idx: z.number(),
  label: z.string(),
  image: z.string(),
  thumb: z.nullable(z.string()),
});
export type TResultsPhoto = z.infer<typeof ZResultsPhoto>;

/**
 * A winner of the game, in place order. One today (the host's choice); a list so several prizes (first line,
 * then full card…) slot in: `prize` names what was won, null for the one winner of "first BINGO! wins".
 */
export const ZResultsWinner = z.object({
  id: z.string(),
  name: z.string(),
  place: z.number(),
  prize: z.nullable(z.string()),
});
export type TResultsWinner = z.infer<typeof ZResultsWinner>;

/** Whether anyone with the link may see a game's results (off by default), and the link's token (host only). */
export const ZResultsSharing = z.object({
  shared: z.boolean(),
  /** The unguessable token of /results/shared/{token}; null until sharing was first turned on. */
  shareToken: z.nullable(z.string()),
});
export type TResultsSharing = z.infer<typeof ZResultsSharing>;

/** Who is looking at the results: the game's host, one of its players, or anyone with the share link. */
export const ZResultsViewer = z.enum(['host', 'player', 'guest']);
export type TResultsViewer = z.infer<typeof ZResultsViewer>;

/**
 * Answer of GET /game/:code/results (host and players) and GET /results/shared/:token (anyone, while shared):
 * the winner(s), the standings and every approved photo (photos awaiting review or rejected never appear).
 */
export const ZResults = z.object({
  game: ZGameSummary,
  viewer: ZResultsViewer,
  winners: z.array(ZResultsWinner),
  /** The final standings once decided (null before; `ranking` is the order now). */
  leaderboard: z.nullable(ZLeaderboard),
  ranking: z.array(ZLeaderboardEntry),
  /** Players (not removed) in the order they joined. */
  players: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Approved photos, by player (join order) then card position. */
  photos: z.array(ZResultsPhoto),
  /** The host's sharing switch; null for everyone else. */
  sharing: z.nullable(ZResultsSharing),
  /** When the game's photos are deleted (PHOTO_RETENTION_DAYS after it ended), or null while it has not ended. */
  photosDeleteAt: z.optional(z.nullable(z.string())),
});
export type TResults = z.infer<typeof ZResults>;

/** Body of PUT /game/:code/results/sharing (the game's host only). */
export const ZResultsSharingRequest = z.object(
  { shared: z.boolean({ error: 'shared must be true or false' }) },
  { error: 'shared must be true or false' },
);
export type TResultsSharingRequest = z.infer<typeof ZResultsSharingRequest>;

/** How the photo album's folders are cut: a folder per player, or a folder per label. */
export const ZAlbumLayout = z.enum(['player', 'label'], { error: 'by must be player or label' });
export type TAlbumLayout = z.infer<typeof ZAlbumLayout>;

export const ZAlbumQuery = z.object({ by: z.optional(ZAlbumLayout) });

/** Answer of POST /game/:code/album/link: a short-lived download address for the album (a plain link). */
export const ZAlbumLink = z.object({
  url: z.string(),
  fileName: z.string(),
  photoCount: z.number(),
  /** The zip's exact size in bytes (its Content-Length). */
  bytes: z.number(),
});
export type TAlbumLink = z.infer<typeof ZAlbumLink>;

/**
 * Body of POST /game/:code/prize (the game's host only): the player who wins the next prize.
 * @alias ZChooseWinnerRequest, under the name the prize route reads
 */
export const ZAwardPrizeRequest = ZChooseWinnerRequest;
export type TAwardPrizeRequest = z.infer<typeof ZAwardPrizeRequest>;

/** Answer of POST /game/:code/prize: the prize just awarded, every prize so far, the leaderboard once complete. */
export const ZPrizeAwarded = z.object({
  prize: ZPrizeAward,
  prizes: z.array(ZPrizeAward),
  leaderboard: z.nullable(ZLeaderboard),
});
export type TPrizeAwarded = z.infer<typeof ZPrizeAwarded>;

/**
 * POST /game/:code/prizes/:place/keep and …/withdraw: the winner the host decides about, so a decision made on a
 * screen that is out of date (the prize withdrawn and won again meanwhile) changes nothing.
 */
export const ZPrizeLineDecisionRequest = z.object({
  playerId: z.string({ error: "Name the prize's winner" }).check(
    z.minLength(1, "Name the prize's winner"),
    z.maxLength(64, 'Player not found'),
    z.refine((v: string) => !v.includes('\u0000'), 'Player not found'),
  ),
});
export type TPrizeLineDecisionRequest = z.infer<typeof ZPrizeLineDecisionRequest>;

/** Answer of keep and withdraw: the prize as it is now, and every prize of the game (as the staff see them). */
export const ZPrizeLineDecision = z.object({ prize: ZPrizeAward, prizes: z.array(ZPrizeAward) });
export type TPrizeLineDecision = z.infer<typeof ZPrizeLineDecision>;

/** The most players one page of GET /game/:code/gallery or /progress holds (games of up to 5,000 players). */
export const RESULTS_PAGE_MAX = 500;

/**
 * Query of GET /game/:code/gallery and /progress: `offset` and `limit` ask for one page of the players (in the
 * order they joined; progress pages its `ranking` by the same window of places). Without them the answer holds
 * every player.
 */
const wholeNumber = (name: string) =>
  z.optional(
    z
      .string({ error: `${name} must be a whole number` })
      .check(z.regex(/^\d{1,6}$/, `${name} must be a whole number`)),
  );
export const ZResultsPageQuery = z.object({
  offset: wholeNumber('offset'),
  limit: wholeNumber('limit'),
});
export type TResultsPageQuery = z.infer<typeof ZResultsPageQuery>;

/**
 * Query of GET /game/:code/gallery: a page (ZResultsPageQuery), or `player`, one player's board alone (a screen that
 * has to show a player beyond its loaded pages: the big screen's BINGO! card, a gallery link to a player). With
 * `player` the answer's `players` holds that one player and `page` says where they stand: `offset` is their place
 * in joining order, `limit` 1.
 */
export const ZGalleryQuery = z.extend(ZResultsPageQuery, {
  player: z.optional(
    z.string({ error: 'player must be one player id' }).check(
      z.minLength(1, 'player must be one player id'),
      z.maxLength(64, 'Player not found'),
      z.refine((v: string) => !v.includes('\u0000'), 'Player not found'),
    ),
  ),
});
export type TGalleryQuery = z.infer<typeof ZGalleryQuery>;
