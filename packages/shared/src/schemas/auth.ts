import { z } from '../zod-config';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';

const ZEmail = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(EMAIL_MAX_LENGTH, 'Email is too long')
  .pipe(z.email({ error: 'Enter a valid email address' }));

const ZPassword = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const ZLoginRequest = z.object({
  email: ZEmail,
  // Login only checks presence: length rules are for new passwords.
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Invalid email or password'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZRegisterRequest = z
  .object({
    email: ZEmail,
    password: ZPassword,
    confirmPassword: z.string({ error: 'Confirm Password is required' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type TRegisterRequest = z.infer<typeof ZRegisterRequest>;

export const ZGoogleLoginRequest = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(4096, 'token is too long'),
});
export type TGoogleLoginRequest = z.infer<typeof ZGoogleLoginRequest>;

export const ZRefreshRequest = z.object({
  refreshToken: z
    .string({ error: 'No refresh token available' })
    .min(1, 'No refresh token available')
    .max(512, 'Invalid refresh token'),
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
  googleClientId: z.string().nullable(),
  paymentProvider: z.enum(['local', 'stripe']),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;
