import {
  ErrorCode,
  ZForgotPasswordRequest,
  ZResetPasswordRequest,
  ZVerifyEmailRequest,
  type TMailSentResponse,
  type TVerifyEmailResponse,
  ZGoogleLoginRequest,
  ZLoginRequest,
  ZRefreshRequest,
  ZRegisterRequest,
  type TAuthResponse,
  type TRefreshResponse,
} from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { optionalHost, requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { AppError, unauthorized } from '../../errors';
import { parse } from '../../lib/validate';
import { browserLanguageOf } from '../../lib/request-language';
import { presentUser } from '../../presenters/user';
import type { UserRow } from '../../db/repositories/users.repo';
import { getAccountView } from '../../services/auth/get-account-view';
import { getSignedInUser } from '../../services/auth/get-signed-in-user';
import type { IssuedTokens } from '../../services/auth/issue-session';
import { loginUser } from '../../services/auth/login-user';
import { loginWithGoogle } from '../../services/auth/login-with-google';
import { logoutSession } from '../../services/auth/logout-session';
import { refreshSession } from '../../services/auth/refresh-session';
import { registerUser } from '../../services/auth/register-user';
import { accountLinkAnswer } from '../../services/auth/mail-account-link';
import { perKeyFailureLimit, perKeyLimit } from '../../lib/address-rate-limit';
import { requestPasswordReset } from '../../services/auth/request-password-reset';
import { resendVerification } from '../../services/auth/resend-verification';
import { resetPassword } from '../../services/auth/reset-password';
import { verifyEmail } from '../../services/auth/verify-email';

export const ZLogoutRequest = z.object({ refreshToken: z.string().max(512).optional() }).optional();

/** A login refused for its e-mail and password (the one answer for an unknown e-mail and a wrong password). */
const isWrongLogin = (error: unknown) =>
  error instanceof AppError && error.code === ErrorCode.INVALID_CREDENTIALS;

const authResponse = ({ user, tokens }: { user: UserRow; tokens: IssuedTokens }): TAuthResponse => ({
  ...tokens,
  user: presentUser(user),
});

export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const limited = {
    rateLimit: {
      max: ctx.config.authRateLimit.max,
      timeWindow: ctx.config.authRateLimit.windowSeconds * 1000,
    },
  };
  // Refreshes are routine (every tab, every expiry), so they get more room than password attempts.
  const refreshLimited = { rateLimit: { ...limited.rateLimit, max: ctx.config.authRateLimit.max * 3 } };

  app.post('/auth/register', { config: limited }, async (request, reply) => {
    const input = parse(ZRegisterRequest, request.body);
    reply.status(201);
    return authResponse(await registerUser(ctx, input, browserLanguageOf(request)));
  });

  // Per address (the plugin) and per account: guesses spread over many addresses still meet the account's
  // budget of wrong logins, a short window that holds its owner back a minute at most; right ones never count.
  const wrongLoginsPerAccount = perKeyFailureLimit(app, 'login-account', ctx.config.loginAccountRateLimit);
  app.post('/auth/login', { config: limited }, async (request, reply) => {
    const input = parse(ZLoginRequest, request.body);
    const login = () => loginUser(ctx, input);
    return authResponse(await wrongLoginsPerAccount(input.email.toLowerCase(), reply, isWrongLogin, login));
  });

  app.post('/auth/google', { config: limited }, async (request) => {
    const { token } = parse(ZGoogleLoginRequest, request.body);
    return authResponse(await loginWithGoogle(ctx, token, browserLanguageOf(request)));
  });

  app.post('/auth/refresh', { config: refreshLimited }, async (request): Promise<TRefreshResponse> => {
    const { refreshToken } = parse(ZRefreshRequest, request.body);
    return refreshSession(ctx, refreshToken);
  });

  app.post('/auth/logout', async (request, reply) => {
    const body = parse(ZLogoutRequest, request.body);
    const claims = await optionalHost(ctx, hostTokenOf(request));
    const refreshToken = body?.refreshToken ?? null;
    if (!claims && !refreshToken) throw unauthorized();
    await logoutSession(ctx, {
      sessionId: claims?.sessionId ?? null,
      userId: claims?.userId ?? null,
      refreshToken,
    });
    return reply.status(204).send();
  });

  app.get('/auth/me', async (request) => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const { user, helpsOnly } = await getAccountView(ctx, userId);
    return { user: presentUser(user, { helpsOnly }) };
  });

  // Account mail: each route is limited per address (the plugin, like login) and per mailbox (below).
  const resetMailsPerAddress = perKeyLimit(app, 'mail-reset', ctx.config.mail.rateLimit);
  const verifyMailsPerAddress = perKeyLimit(app, 'mail-verify', ctx.config.mail.rateLimit);

  // The same 202 and body whether or not an account uses the address (password or Google-only).
  app.post(
    '/auth/forgot-password',
    { config: limited },
    async (request, reply): Promise<TMailSentResponse> => {
      const { email } = parse(ZForgotPasswordRequest, request.body);
      await resetMailsPerAddress(email.toLowerCase(), reply);
      await requestPasswordReset(ctx, email, browserLanguageOf(request));
      reply.status(202);
      return { message: accountLinkAnswer(ctx, 'reset') };
    },
  );

  app.post('/auth/reset-password', { config: limited }, async (request) => {
    const input = parse(ZResetPasswordRequest, request.body);
    return authResponse(await resetPassword(ctx, input));
  });

  // Signed in or not: the link is the proof.
  app.post('/auth/verify-email', { config: limited }, async (request): Promise<TVerifyEmailResponse> => {
    const { token } = parse(ZVerifyEmailRequest, request.body);
    const { email } = await verifyEmail(ctx, token);
    return { email, emailVerified: true };
  });

  app.post(
    '/auth/resend-verification',
    { config: limited },
    async (request, reply): Promise<TMailSentResponse> => {
      const { userId } = await requireHost(ctx, hostTokenOf(request));
      const user = await getSignedInUser(ctx, userId);
      await verifyMailsPerAddress(user.email, reply);
      await resendVerification(ctx, userId, browserLanguageOf(request));
      reply.status(202);
      return { message: accountLinkAnswer(ctx, 'verify') };
    },
  );
}
