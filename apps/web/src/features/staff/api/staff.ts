import { ZAcceptedInvite, ZCreatedInvite, ZInvitePreview, ZStaff } from '@picture-bingo/shared/staff';
import type { TInviteRole } from '@picture-bingo/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, noContent } from '@/lib/api-client';
import { gameApiPath } from '@/game/paths';

/** The path an invite link opens (its token is the last part): /invite/{token}. */
export const invitePath = (token: string) => `/invite/${token}`;

export const staffKey = (code: string) => ['staff', code] as const;

/** GET /game/:code/staff: the game's co-hosts, moderators and open invites with their links (owner only). */
export const staffQueryOptions = (code: string) =>
  queryOptions({
    queryKey: staffKey(code),
    queryFn: () =>
      api.get(gameApiPath(code, `/staff`), { schema: ZStaff, errorMessage: 'Failed to load the staff' }),
  });

/** POST /game/:code/invites: a one-use invite link to this role (listed in the staff until used or withdrawn). */
export const createInvite = (code: string, role: TInviteRole) =>
  api.post(
    gameApiPath(code, `/invites`),
    { role },
    { schema: ZCreatedInvite, errorMessage: 'Failed to make the link' },
  );

/** DELETE /game/:code/invites/:id: the link then grants nothing. */
export const withdrawInvite = (code: string, inviteId: string) =>
  api.delete(gameApiPath(code, `/invites/${encodeURIComponent(inviteId)}`), {
    schema: noContent,
    errorMessage: 'Failed to withdraw the link',
  });

/** DELETE /game/:code/members/:userId: their role ends and their screens of this game close at once. */
export const revokeMember = (code: string, userId: string) =>
  api.delete(gameApiPath(code, `/members/${encodeURIComponent(userId)}`), {
    schema: noContent,
    errorMessage: 'Failed to remove their role',
  });

/** GET /invites/:token: what an open invite offers. */
export const invitePreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invite', token],
    queryFn: () =>
      api.get(`/invites/${encodeURIComponent(token)}`, {
        schema: ZInvitePreview,
        errorMessage: 'Failed to open the invite',
      }),
    retry: false,
  });

/** POST /invites/:token/accept: the caller now holds the invite's role in its game, known by `name` if given. */
export const acceptInvite = (token: string, name?: string) =>
  api.post(`/invites/${encodeURIComponent(token)}/accept`, name ? { name } : undefined, {
    schema: ZAcceptedInvite,
    errorMessage: 'Failed to accept the invite',
  });
