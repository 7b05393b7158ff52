import {
  type TAcceptedInvite,
  type TCreatedInvite,
  type TInvitePreview,
  type TStaff,
} from '@picture-bingo/shared/staff';
import type { FastifyInstance } from 'fastify';
import { requireHost } from '../../auth/authenticate';
import { hostTokenOf } from '../../auth/request-credentials';
import type { AppContext } from '../../context';
import { requireHostGame } from '../../policies/game';
import { acceptInvite, previewInvite } from '../../services/staff/accept-invite';
import { createInvite } from '../../services/staff/invites';
import { getStaff, revokeMember, withdrawInvite } from '../../services/staff/staff';
import { staffApi } from './staff.api';
import { route } from '../register';

/** Co-hosts and moderators: the owner's invite links and staff, and accepting an invite. */
export async function staffRoutes(app: FastifyInstance, ctx: AppContext) {
  route(app, staffApi.invite, async (request, reply, declared): Promise<TCreatedInvite> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, staffApi.invite.ability);
    const { role } = declared.body();
    reply.status(201);
    return createInvite(ctx, game, role);
  });

  route(app, staffApi.staff, async (request, reply): Promise<TStaff> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, staffApi.staff.ability);
    // The answer carries the open invite links, each a credential: never kept by a cache.
    void reply.header('Cache-Control', 'private, no-store');
    return getStaff(ctx, game);
  });

  route(app, staffApi.revokeInvite, async (request, reply) => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, staffApi.revokeInvite.ability);
    await withdrawInvite(ctx, game, request.params.inviteId);
    return reply.status(204).send();
  });

  route(app, staffApi.removeMember, async (request, reply) => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const game = await requireHostGame(ctx.db, userId, request.params.code, staffApi.removeMember.ability);
    await revokeMember(ctx, game, request.params.userId);
    return reply.status(204).send();
  });

  route(app, staffApi.invitePreview, async (request, reply): Promise<TInvitePreview> => {
    // The link is the credential: keep it out of other sites' Referer and out of shared caches.
    void reply.header('Cache-Control', 'private, no-store').header('Referrer-Policy', 'no-referrer');
    return previewInvite(ctx, request.params.token);
  });

  route(app, staffApi.acceptInvite, async (request, _reply, declared): Promise<TAcceptedInvite> => {
    const { userId } = await requireHost(ctx, hostTokenOf(request));
    const { name } = declared.body();
    return acceptInvite(ctx, userId, request.params.token, name);
  });
}
