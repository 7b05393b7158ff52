import { ZUser, ErrorCode } from '@picture-bingo/shared';
import { ZAccountUpdate, ZDeleteAccountRequest } from '@picture-bingo/shared/account';
import { z } from 'zod';
import { defineRoute } from '../../openapi/api-route';

export const accountApi = {
  update: defineRoute({
    method: 'PATCH',
    path: '/api/account',
    summary: "Change the signed-in account's settings",
    description:
      "`language`: the language of the account's mails (password reset, address verification), one of the " +
      'LANGUAGES tags. Fields left out stay as they are.',
    auth: 'host',
    body: ZAccountUpdate,
    ok: { status: 200, schema: z.object({ user: ZUser }) },
    errors: [ErrorCode.UNSUPPORTED_LANGUAGE],
  }),
  delete: defineRoute({
    method: 'POST',
    path: '/api/account/delete',
    summary: 'Delete the signed-in account',
    description:
      'Asks again: the password, or `googleToken` (a fresh Google access token) for an account without one. The ' +
      'account, its games and photos are deleted, its payments kept anonymised (no user, no e-mail), every session ' +
      'ends at once (access tokens too); the e-mail can register again.',
    auth: 'host',
    body: ZDeleteAccountRequest,
    ok: { status: 204 },
    rateLimited: 'AUTH_RATE_LIMIT_MAX per client IP per AUTH_RATE_LIMIT_WINDOW_SECONDS',
    errors: [ErrorCode.FORBIDDEN, ErrorCode.GOOGLE_NOT_CONFIGURED],
  }),
};
