import { z } from '../zod-config';
import { ZCell, ZGameSummary } from './player';

/**
 * How far a player is, as the gallery and progress screens show it (spec "Gallery player", "Progress
 * player"): `completed` once their card met the win condition (server time), otherwise `in_progress`.
 */
export const ZProgressStatus = z.enum(['completed', 'in_progress']);
export type TProgressStatus = z.infer<typeof ZProgressStatus>;

/** One player's standing: the progress card, a leaderboard row and the gallery card share it. */
export const ZPlayerProgress = z.object({
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
});
export type TPlayerProgress = z.infer<typeof ZPlayerProgress>;

/** A gallery card: the standing and the whole board. */
export const ZGalleryPlayer = z.extend(ZPlayerProgress, { cells: z.array(ZCell) });
export type TGalleryPlayer = z.infer<typeof ZGalleryPlayer>;

export const ZLeaderboardEntry = z.extend(ZPlayerProgress, {
  /** 1 for the winner, then 2, 3… by marked cells (more first), then time (earlier first). */
  rank: z.number(),
  isWinner: z.boolean(),
});
export type TLeaderboardEntry = z.infer<typeof ZLeaderboardEntry>;

/** The final standings, once the host chose the winner (null before). */
export const ZLeaderboard = z.object({
  winner: z.object({ id: z.string(), name: z.string() }),
  decidedAt: z.string(),
  entries: z.array(ZLeaderboardEntry),
});
export type TLeaderboard = z.infer<typeof ZLeaderboard>;

/** Answer of GET /game/:code/progress (the game's host and players). */
export const ZProgress = z.object({
  game: ZGameSummary,
  /** Players (not removed) in the order they joined. */
  players: z.array(ZPlayerProgress),
  /** The standing order right now (winner first once chosen), for leaderboards shown while playing. */
  ranking: z.array(ZLeaderboardEntry),
  leaderboard: z.nullable(ZLeaderboard),
});
export type TProgress = z.infer<typeof ZProgress>;

/** Answer of GET /game/:code/gallery (the game's host and players). */
export const ZGallery = z.object({
  game: ZGameSummary,
  /** Players (not removed) in the order they joined. */
  players: z.array(ZGalleryPlayer),
  leaderboard: z.nullable(ZLeaderboard),
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
