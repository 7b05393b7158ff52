import { z } from '../zod-config';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

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
});
export type TClientConfig = z.infer<typeof ZClientConfig>;
