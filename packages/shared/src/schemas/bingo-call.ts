import { REJECT_REASON_MAX } from '../constants';
import { z } from '../zod-config';
import { ZWinCondition } from './game';
import { ZCell } from './player';
import { singleLine } from './text';

/**
 * A BINGO! call is a record, not a toast: an accepted call (POST /game/:code/bingo) stays open for the owner and
 * co-hosts until one of them answers it (Award, or "Not valid — keep playing" with a reason), and the caller's
 * card always reads the answer. A call another card's award overtook is `overtaken`; a call still open when its
 * game was cancelled is `closed`, with the reason `game-cancelled`; an awarded call whose prize the host withdrew
 * (a photo of the winning line was rejected or taken out since) is `withdrawn`.
 */
export const ZBingoCallStatus = z.enum(['open', 'awarded', 'refused', 'overtaken', 'closed', 'withdrawn']);
export type TBingoCallStatus = z.infer<typeof ZBingoCallStatus>;

/** Why a call was closed unanswered (status `closed`): its game was cancelled while it waited. */
export const BINGO_CALL_GAME_CANCELLED = 'game-cancelled';

/** A call as the caller's card reads it (GET /game/:code/bingo) and as its verdict reaches the card's phones. */
export const ZBingoCall = z.object({
  id: z.string(),
  /** The card that called (a team's card in a team game). */
  playerId: z.string(),
  playerName: z.string(),
  /** Who pressed BINGO! (a member of the team, or the player). */
  callerName: z.string(),
  calledAt: z.string(),
  /** What the card called for: the game's win condition, or the prize's in a 'prizes' game. */
  condition: ZWinCondition,
  /** The prize called for ('prizes' games), null in a one-winner game. */
  prizeName: z.nullable(z.string()),
  status: ZBingoCallStatus,
  /**
   * Why the call was not valid (status 'refused'), why it was closed (`closed`: BINGO_CALL_GAME_CANCELLED), or
   * how a photo left the withdrawn prize's line (`withdrawn`: a TPrizeLineCause).
   */
  reason: z.nullable(z.string()),
  decidedAt: z.nullable(z.string()),
});
export type TBingoCall = z.infer<typeof ZBingoCall>;

/** GET /game/:code/bingo: the own card's latest call, or null when it never called. */
export const ZMyBingoCall = z.object({ call: z.nullable(ZBingoCall) });
export type TMyBingoCall = z.infer<typeof ZMyBingoCall>;

/**
 * An open call as the control room shows it: the line's photos (the cells that made the call) as they are now,
 * and whether that line still counts (`lineIntact` false: a photo of it was rejected, removed or held since).
 */
export const ZOpenBingoCall = z.extend(ZBingoCall, {
  /** Whether this card was the first in the game to meet the condition. */
  first: z.boolean(),
  /** The cells of the called line(s), as they are now, in card order. */
  line: z.array(ZCell),
  lineIntact: z.boolean(),
  /** The card's photos still awaiting a decision. */
  pendingPhotos: z.number(),
});
export type TOpenBingoCall = z.infer<typeof ZOpenBingoCall>;

/** GET /game/:code/bingo-calls: the game's open calls, oldest first. */
export const ZOpenBingoCalls = z.object({ calls: z.array(ZOpenBingoCall) });
export type TOpenBingoCalls = z.infer<typeof ZOpenBingoCalls>;

/** POST /game/:code/bingo-calls/:callId/refuse: why the call is not valid, said to the caller. */
export const ZRefuseBingoCallRequest = z.object({
  reason: z.pipe(
    singleLine('The reason', REJECT_REASON_MAX),
    z.string().check(z.minLength(1, 'Say why the call is not valid')),
  ),
});
export type TRefuseBingoCallRequest = z.input<typeof ZRefuseBingoCallRequest>;
