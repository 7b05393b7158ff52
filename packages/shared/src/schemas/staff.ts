import { z } from '../zod-config';
import { LIMITS } from '../constants';
import { INVITE_ROLES } from '../game/roles';
import { ZGameRole } from './game';
import { ZPendingPhoto } from './play';
import { singleLine } from './text';

/** The roles an invite can grant. */
export const ZInviteRole = z.enum(INVITE_ROLES, { error: 'Role must be co-host or moderator' });

/** POST /game/:code/invites: the owner makes a one-use invite link for this role. */
export const ZCreateInviteRequest = z.object({ role: ZInviteRole });

/** An invite link not yet used, as its owner sees it: shown again (copy, QR) until it is used or withdrawn. */
export const ZInvite = z.object({
  id: z.string(),
  role: ZInviteRole,
  createdAt: z.string(),
  expiresAt: z.string(),
  /**
   * The last part of the link (/invite/{token}); null when the server can no longer make it (a link made under
   * another invite-link secret: it still works for whoever holds it, and can be withdrawn).
   */
  token: z.nullable(z.string()),
});
export type TInvite = z.infer<typeof ZInvite>;

/** Answer of POST /game/:code/invites: the invite and its token, the last part of the link (/invite/{token}). */
export const ZCreatedInvite = z.extend(ZInvite, { token: z.string() });

/** The name a helper gives as they accept an invite (what the owner's staff list calls them). */
export const ZHelperName = singleLine('Your name', LIMITS.hostName);

/** POST /invites/:token/accept: optionally, the name the game's owner will know the helper by. */
export const ZAcceptInviteRequest = z.object({ name: z.optional(ZHelperName) });
export type TCreatedInvite = z.infer<typeof ZCreatedInvite>;

/** Someone who holds a role in a game by an invite. */
export const ZStaffMember = z.object({
  userId: z.string(),
  /** The name they gave as they accepted; null when they gave none. */
  name: z.nullable(z.string()),
  email: z.string(),
  role: ZInviteRole,
  grantedAt: z.string(),
});

/** GET /game/:code/staff: the owner's view of who helps run the game and the invites still open. */
export const ZStaff = z.object({
  members: z.array(ZStaffMember),
  invites: z.array(ZInvite),
});
export type TStaff = z.infer<typeof ZStaff>;

/** GET /invites/:token: what an open invite offers, before it is accepted. */
export const ZInvitePreview = z.object({
  eventTitle: z.string(),
  hostName: z.string(),
  role: ZInviteRole,
  expiresAt: z.string(),
});
export type TInvitePreview = z.infer<typeof ZInvitePreview>;

/** POST /invites/:token/accept: the game the caller now helps run, and their role in it. */
export const ZAcceptedInvite = z.object({ gameCode: z.string(), role: ZGameRole });
export type TAcceptedInvite = z.infer<typeof ZAcceptedInvite>;

/** A photo handed to one reviewer until `leasedUntil`; nobody else is handed it meanwhile. */
export const ZLeasedPhoto = z.extend(ZPendingPhoto, { leasedUntil: z.string() });
export type TLeasedPhoto = z.infer<typeof ZLeasedPhoto>;

/** One person's decisions in a game's review. */
export const ZReviewerCount = z.object({
  userId: z.string(),
  /** Their e-mail address (the owner's too). */
  email: z.string(),
  /** Their role in the game now; null once it was taken away (their decisions still count). */
  role: z.nullable(ZGameRole),
  approved: z.number(),
  rejected: z.number(),
});
export type TReviewerCount = z.infer<typeof ZReviewerCount>;

/** POST /game/:code/review/next: how many photos to hold at once (the one shown and the next ones, loaded ahead). */
export const ZReviewNextRequest = z.object({
  /**
   * The person at the screen asks (the screen opened, or "Continue reviewing"): an act, like a decision. Without it
   * (the screen's own polling) a reviewer idle for REVIEW_LEASE_SECONDS is handed nothing.
   */
  resume: z.optional(z.boolean({ error: 'resume must be true or false' })),
  count: z.optional(
    z
      .number({ error: 'count must be a number' })
      .check(
        z.int('count must be a whole number'),
        z.gte(1, 'count must be at least 1'),
        z.lte(10, 'count must be at most 10'),
      ),
  ),
});

/**
 * POST /game/:code/review/next: the photos handed to the caller (the ones they hold still, then new ones up to
 * the batch), how many photos wait in all, and every reviewer's decisions so far.
 */
export const ZReviewQueue = z.object({
  photos: z.array(ZLeasedPhoto),
  depth: z.number(),
  counts: z.array(ZReviewerCount),
  /**
   * The caller has decided nothing for REVIEW_LEASE_SECONDS (or the owner took their photos back): the photos they
   * held went back to the queue, and none is handed to them until they ask again with `resume`.
   */
  idle: z.boolean(),
});
export type TReviewQueue = z.infer<typeof ZReviewQueue>;

/**
 * POST /game/:code/review/release: the owner or a co-host takes back the photos open on one reviewer's screen
 * (they go back to the queue; that screen is handed nothing until its person asks again).
 */
export const ZReleaseReviewRequest = z.object({
  userId: z.string({ error: 'userId must name a reviewer' }).check(
    z.minLength(1, 'userId must name a reviewer'),
    z.maxLength(64, 'userId must name a reviewer'),
    // Ids never hold NUL, and PostgreSQL text cannot: such an id must not reach a query.
    z.refine((v: string) => !v.includes('\u0000'), 'userId must name a reviewer'),
  ),
});

/** Answer of POST /game/:code/review/release: how many photos went back to the queue. */
export const ZReleaseReviewResponse = z.object({ released: z.number() });
export type TReleaseReviewResponse = z.infer<typeof ZReleaseReviewResponse>;
