import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { deleteAccount } from '../../services/account/delete-account';
import { updateAccount } from '../../services/account/update-account';
import { presentUser } from '../../presenters/user';
import { accountApi } from './account.api';
import { route } from '../register';

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  // Password attempts: the same budget as signing in.
  const limited = {
    rateLimit: {
      max: ctx.config.authRateLimit.max,
      timeWindow: ctx.config.authRateLimit.windowSeconds * 1000,
    },
  };

  /**
   * Deletes the signed-in host's account (password, or a fresh Google sign-in, asked again): their games and
   * photos go, payments stay anonymised, every session ends. 204. A POST (not DELETE with a body, which some
   * proxies drop).
   */
  route(app, accountApi.delete, { config: limited }, async (request, reply, declared) => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const input = declared.body();
    await deleteAccount(ctx, userId, input);
    return reply.status(204).send();
  });

  /** Changes the signed-in host's account settings (the language of their mails); answers the account. */
  route(app, accountApi.update, async (request, _reply, declared) => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const input = declared.body();
    return { user: presentUser(await updateAccount(ctx, userId, input)) };
  });
}
