import {
  ErrorCode,
  type TMailSentResponse,
  type TVerifyEmailResponse,
  type TAuthResponse,
  type TRefreshResponse,
} from '@picture-bingo/shared';
import type { FastifyInstance } from 'fastify';
import { optionalHost, requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { AppError, unauthorized } from '../../errors';
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
import { authApi } from './auth.api';
import { route } from '../register';

/** A login refused for its e-mail and password (the one answer for an unknown e-mail and a wrong password). */
const isWrongLogin = (error: unknown) =>
  error instanceof AppError && error.code === ErrorCode.INVALID_CREDENTIALS;

const authResponse = ({ user, tokens }: { user: UserRow; tokens: IssuedTokens }): TAuthResponse => ({
  ...tokens,
  user: presentUser(user),
});

/** The per-address limit every account route shares. */
type AuthLimit = { rateLimit: { max: number; timeWindow: number } };

/** Accounts and their sessions (register, sign in, refresh, sign out, who am I), then the account mails. */
export async function authRoutes(app: FastifyInstance, ctx: AppContext) {
  const limited: AuthLimit = {
    rateLimit: {
      max: ctx.config.authRateLimit.max,
      timeWindow: ctx.config.authRateLimit.windowSeconds * 1000,
    },
  };
  sessionRoutes(app, ctx, limited);
  accountMailRoutes(app, ctx, limited);
}

function sessionRoutes(app: FastifyInstance, ctx: AppContext, limited: AuthLimit) {
  // Refreshes are routine (every tab, every expiry), so they get more room than password attempts.
  const refreshLimited = { rateLimit: { ...limited.rateLimit, max: ctx.config.authRateLimit.max * 3 } };

  route(app, authApi.register, { config: limited }, async (request, reply, declared) => {
    const input = declared.body();
    reply.status(201);
    return authResponse(await registerUser(ctx, input, browserLanguageOf(request)));
  });

  // Per address (the plugin) and per account: guesses spread over many addresses still meet the account's
  // budget of wrong logins, a short window that holds its owner back a minute at most; right ones never count.
  const wrongLoginsPerAccount = perKeyFailureLimit(app, 'login-account', ctx.config.loginAccountRateLimit);
  route(app, authApi.login, { config: limited }, async (request, reply, declared) => {
    const input = declared.body();
    const login = () => loginUser(ctx, input);
    return authResponse(await wrongLoginsPerAccount(input.email.toLowerCase(), reply, isWrongLogin, login));
  });

  route(app, authApi.google, { config: limited }, async (request, _reply, declared) => {
    const { token } = declared.body();
    return authResponse(await loginWithGoogle(ctx, token, browserLanguageOf(request)));
  });

  route(
    app,
    authApi.refresh,
    { config: refreshLimited },
    async (request, _reply, declared): Promise<TRefreshResponse> => {
      const { refreshToken } = declared.body();
      return refreshSession(ctx, refreshToken);
    },
  );

  route(app, authApi.logout, async (request, reply, declared) => {
    const body = declared.body();
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

  route(app, authApi.me, async (request) => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const { user, helpsOnly } = await getAccountView(ctx, userId);
    return { user: presentUser(user, { helpsOnly }) };
  });
}

/** The mails an account asks for (a password reset, a verification) and the links they carry. */
function accountMailRoutes(app: FastifyInstance, ctx: AppContext, limited: AuthLimit) {
  // Each route is limited per address (the plugin, like login) and per mailbox (below).
  const resetMailsPerAddress = perKeyLimit(app, 'mail-reset', ctx.config.mail.rateLimit);
  const verifyMailsPerAddress = perKeyLimit(app, 'mail-verify', ctx.config.mail.rateLimit);

  // The same 202 and body whether or not an account uses the address (password or Google-only).
  route(
    app,
    authApi.forgotPassword,
    { config: limited },
    async (request, reply, declared): Promise<TMailSentResponse> => {
      const { email } = declared.body();
      await resetMailsPerAddress(email.toLowerCase(), reply);
      await requestPasswordReset(ctx, email, browserLanguageOf(request));
      reply.status(202);
      return { message: accountLinkAnswer(ctx, 'reset') };
    },
  );

  route(app, authApi.resetPassword, { config: limited }, async (request, _reply, declared) => {
    const input = declared.body();
    return authResponse(await resetPassword(ctx, input));
  });

  // Signed in or not: the link is the proof.
  route(
    app,
    authApi.verifyEmail,
    { config: limited },
    async (request, _reply, declared): Promise<TVerifyEmailResponse> => {
      const { token } = declared.body();
      const { email } = await verifyEmail(ctx, token);
      return { email, emailVerified: true };
    },
  );

  route(
    app,
    authApi.resendVerification,
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
