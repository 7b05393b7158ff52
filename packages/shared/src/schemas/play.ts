import { z } from '../zod-config';
import { ZCell } from './player';

export const ZReviewRequest = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
});
export type TReviewRequest = z.infer<typeof ZReviewRequest>;

/** A photo waiting for the host's decision (photo review on). */
export const ZPendingPhoto = z.object({
  playerId: z.string(),
  playerName: z.string(),
  idx: z.number(),
  value: z.string(),
  image: z.string(),
  thumb: z.string(),
  updatedAt: z.string(),
});
export type TPendingPhoto = z.infer<typeof ZPendingPhoto>;

/** Answer of POST /game/:code/bingo. */
export const ZBingoResponse = z.object({
  accepted: z.literal(true),
  /** When the server recorded that this card met the win condition (first time). */
  completedAt: z.string(),
  /** Whether this player was the first in the game to meet it. */
  first: z.boolean(),
});
export type TBingoResponse = z.infer<typeof ZBingoResponse>;

/** Live: a cell changed (upload, approval, rejection, removal). Sent to the whole game room. */
export const ZCellUpdate = z.object({
  playerId: z.string(),
  cell: ZCell,
  /** Set when the host rejected the photo that was in this cell. */
  rejected: z.optional(z.boolean()),
  markedCount: z.number(),
});
export type TCellUpdate = z.infer<typeof ZCellUpdate>;
