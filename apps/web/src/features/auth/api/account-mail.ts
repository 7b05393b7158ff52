import {
  ZAuthResponse,
  ZMailSentResponse,
  ZVerifyEmailResponse,
  type TResetPasswordRequest,
} from '@picture-bingo/shared';
import { api } from '@/lib/api-client';

/** "Forgot password?": the server answers the same whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  api.post(
    '/auth/forgot-password',
    { email },
    { schema: ZMailSentResponse, errorMessage: 'Something went wrong' },
  );

/** Sets the new password with the mailed link's token; answers with a new session. */
export const resetPassword = (input: TResetPasswordRequest) =>
  api.post('/auth/reset-password', input, {
    schema: ZAuthResponse,
    errorMessage: 'Failed to reset the password',
  });

/** Follows a verification link (signed in or not). */
export const verifyEmail = (token: string) =>
  api.post(
    '/auth/verify-email',
    { token },
    { schema: ZVerifyEmailResponse, errorMessage: 'Verification failed' },
  );

/** Mails the signed-in host a new verification link. */
export const resendVerification = () =>
  api.post('/auth/resend-verification', undefined, {
    schema: ZMailSentResponse,
    errorMessage: 'Failed to send the link',
  });
