import { z } from '../zod-config';
import { REJECT_REASON_MAX } from '../constants';
import { ZCell } from './player';
import { singleLine } from './text';

/** The photo a decision is about: its URL, as the host was shown it (`image` of a pending photo or cell). */
const ZReviewedImage = z
  .string({ error: 'image must name the photo you reviewed' })
  .check(
    z.minLength(1, 'image must name the photo you reviewed'),
    z.maxLength(300, 'image must name the photo you reviewed'),
  );

/**
 * POST /game/:code/cells/:playerId/:idx/review. `image` binds the decision to the photo the host saw: a photo
 * replaced meanwhile is not judged by it (409). A rejection may say why (one line); an approval may not.
 */
export const ZReviewRequest = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: 'decision must be approve or reject' }),
    image: ZReviewedImage,
    reason: z.optional(singleLine('The reason', REJECT_REASON_MAX)),
  })
  .check(
    z.refine((r) => r.decision === 'reject' || r.reason === undefined || r.reason === '', {
      message: 'Only a rejection can carry a reason',
      path: ['reason'],
    }),
  );
export type TReviewRequest = z.infer<typeof ZReviewRequest>;

/**
 * POST /game/:code/cells/:playerId/:idx/review/undo: takes back a rejection of the photo named by `image` (its URL
 * as it was reviewed) within REJECT_UNDO_SECONDS; the cell is restored as it was before the rejection.
 */
export const ZUndoRejectionRequest = z.object({ image: ZReviewedImage });
export type TUndoRejectionRequest = z.infer<typeof ZUndoRejectionRequest>;

/** One-tap reasons the host can give when rejecting a photo (free text is allowed too). */
export const REJECT_REASONS = ["Doesn't match the label", 'Too blurry', 'Inappropriate'] as const;

const PHOTO_LIST = 'photos must be a list of { playerId, idx, image }';

/** POST /game/:code/review/approve: approve these photos, each as the host saw it ("Approve all", per player). */
export const ZApprovePhotosRequest = z.object({
  photos: z
    .array(
      z.object({
        playerId: z.string({ error: PHOTO_LIST }).check(
          z.minLength(1, 'Player not found'),
          z.maxLength(64, 'Player not found'),
          // Ids never hold NUL, and PostgreSQL text cannot: such an id must not reach a query.
          z.refine((v: string) => !v.includes('\u0000'), 'Player not found'),
        ),
        idx: z.number({ error: PHOTO_LIST }).check(z.int('No such cell')),
        image: ZReviewedImage,
      }),
      { error: PHOTO_LIST },
    )
    .check(
      z.minLength(1, 'Choose at least one photo to approve'),
      z.maxLength(1000, 'At most 1000 photos can be approved at once'),
    ),
});
export type TApprovePhotosRequest = z.infer<typeof ZApprovePhotosRequest>;

/**
 * What became of one photo of a bulk approval: `approved` now; `decided` already (someone else approved or
 * rejected it meanwhile); `changed` (the player replaced or removed it); `held` (open on another reviewer's screen:
 * only the owner and co-hosts decide such a photo, so a moderator's bulk leaves it); `reported` (guests reported it:
 * a reported photo is decided one by one, with its reports in view, never in bulk).
 */
export const APPROVE_OUTCOMES = ['approved', 'decided', 'changed', 'held', 'reported'] as const;
export type TApproveOutcome = (typeof APPROVE_OUTCOMES)[number];

/**
 * Answer of POST /game/:code/review/approve: how many were approved and how many were not (`skipped`), split by why
 * (`decided`, `changed`, `held`, `reported`), and each photo's outcome in the order asked.
 */
export const ZApprovePhotosResponse = z.object({
  approved: z.number(),
  skipped: z.number(),
  decided: z.number(),
  changed: z.number(),
  held: z.number(),
  reported: z.number(),
  results: z.array(z.object({ playerId: z.string(), idx: z.number(), outcome: z.enum(APPROVE_OUTCOMES) })),
});
export type TApprovePhotosResponse = z.infer<typeof ZApprovePhotosResponse>;

/**
 * Why a guest reports a photo: it is inappropriate, it does not match its square, it shows someone who did not want
 * to be photographed, or something else.
 */
export const REPORT_REASONS = ['inappropriate', 'wrong-square', 'unwanted', 'other'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

/** A photo waiting for the host's decision (photo review on). */
/**
 * Why a photo waits for a person before anyone else sees it: the safety check found it explicit or suggestive
 * (`scores`: what the check saw, each class with its probability 0..1, the likeliest first), the check could not run ('unavailable': it
 * failed to load or stopped; 'busy': too many photos were waiting for it), guests reported it, or the host hid it.
 */
export const PHOTO_HOLD_REASONS = [
  'explicit',
  'suggestive',
  'unavailable',
  'busy',
  'reported',
  'hidden',
] as const;
export const ZPhotoHold = z.object({
  reason: z.enum(PHOTO_HOLD_REASONS),
  scores: z.optional(z.array(z.object({ name: z.string(), probability: z.number() }))),
});
export type TPhotoHold = z.infer<typeof ZPhotoHold>;

export const ZPendingPhoto = z.object({
  playerId: z.string(),
  playerName: z.string(),
  idx: z.number(),
  value: z.string(),
  image: z.string(),
  thumb: z.string(),
  updatedAt: z.string(),
  /** Why the photo is held for a person, when it is (held photos come first in the queue). */
  hold: z.optional(ZPhotoHold),
  /**
   * A camera-only game's note on when the photo was taken: 'before-game' (its EXIF time is before the start) or
   * 'unknown' (it carries none); absent when taken during the game or the game is not camera-only.
   */
  captureNote: z.optional(z.enum(['before-game', 'unknown'])),
  /**
   * The reviewer whose screen the photo is open on (the review queue handed it to them), while it is theirs; the
   * owner and co-hosts may still decide it, or take it back.
   */
  openOn: z.optional(z.object({ userId: z.string(), email: z.string(), until: z.string() })),
  /**
   * The reports that count against the photo, by reason (most reported first); absent when none does. A reported
   * photo is decided one by one ("Approve all" leaves it).
   */
  reports: z.optional(z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number() }))),
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

/**
 * Live: a cell changed (upload, approval, rejection, removal). The player and the host get the cell as it is;
 * the game's other sockets get it as the gallery shows it to them (a photo awaiting review as an empty cell).
 */
export const ZCellUpdate = z.object({
  playerId: z.string(),
  cell: ZCell,
  /** Set when the host rejected the photo that was in this cell. */
  rejected: z.optional(z.boolean()),
  /**
   * Set when guests' reports took the cell's counted photo off the game until a person decides ('hidden'), or
   * when such a photo counts again (its reports fell below the threshold, or a person approved it: 'returned').
   */
  reports: z.optional(z.enum(['hidden', 'returned'])),
  markedCount: z.number(),
});
export type TCellUpdate = z.infer<typeof ZCellUpdate>;

/** Body of a player's report of a photo, and of the host hiding one: the photo as the caller saw it (its URL). */
export const ZPhotoRefRequest = z.object({ image: ZReviewedImage });
export type TPhotoRefRequest = z.infer<typeof ZPhotoRefRequest>;

/**
 * Body of a player's report of a photo: the photo as the caller saw it (its URL) and why. A report without a
 * reason (an app from before reasons) reads as 'other'.
 */
export const ZReportPhotoRequest = z.object({
  image: ZReviewedImage,
  reason: z.optional(z.enum(REPORT_REASONS, { error: 'Choose why you report this photo' })),
});
export type TReportPhotoRequest = z.infer<typeof ZReportPhotoRequest>;

/** Answer of a report and of its undo: whether the photo is now hidden from the game (enough players reported it). */
export const ZReportPhotoResponse = z.object({ hidden: z.boolean() });
export type TReportPhotoResponse = z.infer<typeof ZReportPhotoResponse>;
