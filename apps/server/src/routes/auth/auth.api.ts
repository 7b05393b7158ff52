import {
  ZAuthResponse,
  ZForgotPasswordRequest,
  ZGoogleLoginRequest,
  ZLoginRequest,
  ZMailSentResponse,
  ZRefreshRequest,
  ZRefreshResponse,
  ZRegisterRequest,
  ZResetPasswordRequest,
  ZUser,
  ZVerifyEmailRequest,
  ZVerifyEmailResponse,
  ErrorCode,
} from '@picture-bingo/shared';
import { z } from 'zod';
import { defineRoute } from '../../openapi/api-route';

/** POST /api/auth/logout's body: the refresh token to end, where no bearer names the session. */
export const ZLogoutRequest = z.object({ refreshToken: z.string().max(512).optional() }).optional();

const AUTH_LIMIT = 'AUTH_RATE_LIMIT_MAX per client IP per AUTH_RATE_LIMIT_WINDOW_SECONDS';
const MAIL_LIMIT = `${AUTH_LIMIT}, and MAIL_RATE_LIMIT_MAX mails per e-mail address per MAIL_RATE_LIMIT_WINDOW_SECONDS`;

export const authApi = {
  register: defineRoute({
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Create an account',
    description:
      'Mails a verification link (valid EMAIL_VERIFY_TTL_HOURS). An unverified account can do everything except ' +
      'pay (`403 EMAIL_NOT_VERIFIED` on the payment routes).',
    auth: 'public',
    body: ZRegisterRequest,
    ok: { status: 201, schema: ZAuthResponse },
    rateLimited: AUTH_LIMIT,
    errors: [ErrorCode.EMAIL_TAKEN],
  }),
  login: defineRoute({
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in with e-mail and password',
    auth: 'public',
    body: ZLoginRequest,
    ok: { status: 200, schema: ZAuthResponse },
    rateLimited: AUTH_LIMIT,
    errors: [ErrorCode.INVALID_CREDENTIALS],
  }),
  google: defineRoute({
    method: 'POST',
    path: '/api/auth/google',
    summary: 'Sign in or sign up with a Google access token',
    description:
      'Signing in with Google verifies the address. Linking Google to a password account whose address was never ' +
      'verified removes that password and ends its sessions.',
    auth: 'public',
    body: ZGoogleLoginRequest,
    ok: { status: 200, schema: ZAuthResponse },
    rateLimited: AUTH_LIMIT,
    errors: [ErrorCode.INVALID_TOKEN, ErrorCode.GOOGLE_NOT_CONFIGURED, ErrorCode.EMAIL_LINKED_ELSEWHERE],
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/api/auth/refresh',
    summary: 'Rotate the refresh token',
    description:
      'The old refresh token is used up; it still works for REFRESH_GRACE_SECONDS (two tabs refreshing at once).',
    auth: 'public',
    body: ZRefreshRequest,
    ok: { status: 200, schema: ZRefreshResponse },
    rateLimited: '3 × AUTH_RATE_LIMIT_MAX per client IP per AUTH_RATE_LIMIT_WINDOW_SECONDS',
    errors: [ErrorCode.INVALID_TOKEN],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'End the login session everywhere',
    description: 'Takes the bearer token, the refresh token, or both.',
    auth: ['host', 'public'],
    body: ZLogoutRequest,
    ok: { status: 204 },
    errors: [ErrorCode.UNAUTHORIZED],
  }),
  me: defineRoute({
    method: 'GET',
    path: '/api/auth/me',
    summary: 'The signed-in user',
    auth: 'host',
    ok: { status: 200, schema: z.object({ user: ZUser }) },
  }),
  forgotPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'Mail a password-reset link',
    description:
      'The same 202 and body for an account (password or Google-only) and an unknown address. The single-use link ' +
      '`{PUBLIC_URL}/reset-password?token=…` works for PASSWORD_RESET_TTL_MINUTES.',
    auth: 'public',
    body: ZForgotPasswordRequest,
    ok: { status: 202, schema: ZMailSentResponse },
    rateLimited: MAIL_LIMIT,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: 'Set a new password with a mailed link',
    description:
      "Register's password rules; every other session of the account ends and the caller is signed in.",
    auth: 'public',
    body: ZResetPasswordRequest,
    ok: { status: 200, schema: ZAuthResponse },
    rateLimited: AUTH_LIMIT,
    errors: [[ErrorCode.INVALID_TOKEN, 400]],
  }),
  verifyEmail: defineRoute({
    method: 'POST',
    path: '/api/auth/verify-email',
    summary: 'Verify the address with a mailed link',
    description:
      'The token comes from `{PUBLIC_URL}/verify-email?token=…`; signed in or not (the link is the proof). A link ' +
      'that already worked answers the same again.',
    auth: 'public',
    body: ZVerifyEmailRequest,
    ok: { status: 200, schema: ZVerifyEmailResponse },
    rateLimited: AUTH_LIMIT,
    errors: [[ErrorCode.INVALID_TOKEN, 400]],
  }),
  resendVerification: defineRoute({
    method: 'POST',
    path: '/api/auth/resend-verification',
    summary: 'Mail a new verification link',
    auth: 'host',
    ok: { status: 202, schema: ZMailSentResponse },
    rateLimited: MAIL_LIMIT,
    errors: [ErrorCode.EMAIL_ALREADY_VERIFIED],
  }),
};
