import { ZAcceptedInvite, ZCreatedInvite, ZInvitePreview, ZTeam } from '@picture-bingo/shared/team';
import type { TInviteRole } from '@picture-bingo/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, noContent } from '@/lib/api-client';

const gamePath = (code: string) => `/game/${encodeURIComponent(code)}`;

/** The path an invite link opens (its token is the last part): /invite/{token}. */
export const invitePath = (token: string) => `/invite/${token}`;

export const teamKey = (code: string) => ['team', code] as const;

/** GET /game/:code/team: the game's co-hosts, moderators and open invites (owner only). */
export const teamQueryOptions = (code: string) =>
  queryOptions({
    queryKey: teamKey(code),
    queryFn: () =>
      api.get(`${gamePath(code)}/team`, { schema: ZTeam, errorMessage: 'Failed to load the team' }),
  });

/** POST /game/:code/invites: a one-use invite link to this role; its token is shown only now. */
export const createInvite = (code: string, role: TInviteRole) =>
  api.post(
    `${gamePath(code)}/invites`,
    { role },
    { schema: ZCreatedInvite, errorMessage: 'Failed to make the link' },
  );

/** DELETE /game/:code/invites/:id: the link then grants nothing. */
export const withdrawInvite = (code: string, inviteId: string) =>
  api.delete(`${gamePath(code)}/invites/${encodeURIComponent(inviteId)}`, {
    schema: noContent,
    errorMessage: 'Failed to withdraw the link',
  });

/** DELETE /game/:code/members/:userId: their role ends and their screens of this game close at once. */
export const revokeMember = (code: string, userId: string) =>
  api.delete(`${gamePath(code)}/members/${encodeURIComponent(userId)}`, {
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

/** POST /invites/:token/accept: the caller now holds the invite's role in its game. */
export const acceptInvite = (token: string) =>
  api.post(`/invites/${encodeURIComponent(token)}/accept`, undefined, {
    schema: ZAcceptedInvite,
    errorMessage: 'Failed to accept the invite',
  });
