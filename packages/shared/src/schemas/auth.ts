import { z } from '../zod-config';
import { ZLanguage } from '../language-tags';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { ZShareLinks } from './links';

const ZEmail = z.pipe(
  z
    .string({ error: 'Email is required' })
    .check(z.trim(), z.minLength(1, 'Email is required'), z.maxLength(EMAIL_MAX_LENGTH, 'Email is too long')),
  z.email({ error: 'Enter a valid email address' }),
);

const ZPassword = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  );

export const ZLoginRequest = z.object({
  email: ZEmail,
  // Login only checks presence: length rules are for new passwords.
  password: z
    .string({ error: 'Password is required' })
    .check(
      z.minLength(1, 'Password is required'),
      z.maxLength(PASSWORD_MAX_LENGTH, 'Invalid email or password'),
    ),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegisterRequest = z
  .object({
    email: ZEmail,
    password: ZPassword,
    confirmPassword: z.string({ error: 'Confirm Password is required' }),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZGoogleLoginRequest = z.object({
  token: z
    .string({ error: 'token is required' })
    .check(z.minLength(1, 'token is required'), z.maxLength(4096, 'token is too long')),
});
export type TGoogleLoginRequest = z.infer<typeof ZGoogleLoginRequest>;

export const ZRefreshRequest = z.object({
  refreshToken: z
    .string({ error: 'No refresh token available' })
    .check(z.minLength(1, 'No refresh token available'), z.maxLength(512, 'Invalid refresh token')),
});
export type TRefreshRequest = z.infer<typeof ZRefreshRequest>;

export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  /** Whether the account can sign in with a password (false for Google-only accounts). */
  hasPassword: z.boolean(),
  /** Whether a Google account is linked. */
  hasGoogle: z.boolean(),
  createdAt: z.string(),
  /**
   * Whether the account's address is verified (a mailed link was followed, or Google vouched for it). Optional
   * so that a user stored by an earlier version of the web app still restores; the server always sends it.
   */
  emailVerified: z.optional(z.boolean()),
  /**
   * The language of the account's mails (a LANGUAGES tag); null: never chosen nor known (mails follow the asking
   * browser's languages). Optional like emailVerified; the server always sends it.
   */
  language: z.optional(z.nullable(ZLanguage)),
  /**
   * The account only helps run other hosts' games (a co-host or moderator somewhere) and has neither a game of
   * its own nor a payment: nothing it does waits on a verified address. Sent by GET /auth/me only.
   */
  helpsOnly: z.optional(z.boolean()),
});
export type TUser = z.infer<typeof ZUser>;

export const ZAuthResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  user: ZUser,
});
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const ZRefreshResponse = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type TRefreshResponse = z.infer<typeof ZRefreshResponse>;

/** Public client configuration served at GET /api/config. */
export const ZClientConfig = z.object({
  googleClientId: z.nullable(z.string()),
  paymentProvider: z.enum(['local', 'stripe', 'free']),
  /** Days photos of a completed or cancelled game are kept (PHOTO_RETENTION_DAYS); the privacy page says so. */
  photoRetentionDays: z.optional(z.number()),
  /** Where the join links, QR codes and shared links point (schemas/links.ts); the server always sends it. */
  links: z.optional(ZShareLinks),
  /**
   * Where account mail goes: `smtp` (mailed), `outbox` (not sent: the links are on this server's /outbox page,
   * a laptop with no SMTP_URL and no PUBLIC_URL) or `log` (not sent: only in the server's log). Optional so a
   * cached older answer still parses; missing means `smtp`.
   */
  mailDelivery: z.optional(z.enum(['smtp', 'outbox', 'log'])),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;

export const ZForgotPasswordRequest = z.object({ email: ZEmail });
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** A link's token (password reset or e-mail verification): 256 random bits in base64url. */
const ZMailToken = z
  .string({ error: 'This link is not valid' })
  .check(z.minLength(1, 'This link is not valid'), z.maxLength(256, 'This link is not valid'));

export const ZResetPasswordRequest = z
  .object({
    token: ZMailToken,
    password: ZPassword,
    confirmPassword: z.string({ error: 'Confirm Password is required' }),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
    }),
  );
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZVerifyEmailRequest = z.object({ token: ZMailToken });
export type TVerifyEmailRequest = z.infer<typeof ZVerifyEmailRequest>;

/** The one answer of forgot-password and resend-verification (202): what happens next, the same for everyone. */
export const ZMailSentResponse = z.object({ message: z.string() });
export type TMailSentResponse = z.infer<typeof ZMailSentResponse>;

export const ZVerifyEmailResponse = z.object({ email: z.string(), emailVerified: z.literal(true) });
export type TVerifyEmailResponse = z.infer<typeof ZVerifyEmailResponse>;

/** One account mail held in a laptop server's outbox (kept in memory while the server runs). */
export const ZOutboxMail = z.object({
  to: z.string(),
  subject: z.string(),
  purpose: z.enum(['verify', 'reset']),
  /** The link the mail carries (this server's address, a path with a token). */
  link: z.string(),
  sentAt: z.string(),
});
export type TOutboxMail = z.infer<typeof ZOutboxMail>;

/**
 * GET /api/mail/outbox: every mail (`all`, a browser on the server's own machine) or the signed-in host's own
 * verification mails (`own`, any other device). Newest first.
 */
export const ZOutbox = z.object({ scope: z.enum(['all', 'own']), mails: z.array(ZOutboxMail) });
export type TOutbox = z.infer<typeof ZOutbox>;
