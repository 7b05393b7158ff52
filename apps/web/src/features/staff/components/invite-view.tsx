import type { TInviteRole } from '@picture-bingo/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { acceptInvite, invitePreviewQueryOptions } from '../api/staff';

/** The role an invite offers, as the sentence "… invited you to help run … as a …" names it. */
const ROLE_IN_SENTENCE: Record<TInviteRole, () => string> = {
  cohost: m.room_role_as_cohost,
  moderator: m.room_role_as_moderator,
};

/** What the role lets the helper do, told to them before they accept. */
const ROLE_MAY: Record<TInviteRole, () => string> = {
  cohost: m.room_invite_may_cohost,
  moderator: m.room_invite_may_moderator,
};

export interface InviteViewProps {
  token: string;
  isAuthenticated: boolean;
  /** The way in for a signed-out helper (from the auth feature): it calls back once they are signed in. */
  signIn: (onSignedIn: (name: string) => void) => ReactNode;
  /** Runs after the invite is accepted, before the helper is taken to the game (the account's view changed). */
  onAccepted: () => Promise<unknown>;
}

/**
 * /invite/{token}: who invites the helper to which game and what the role may do; a signed-out helper signs up
 * (or logs in) on the spot and the invite is accepted at once, a signed-in one accepts; then the helper goes to
 * the game's page for their role (a moderator to the review queue, a co-host to the room). An expired, used or
 * withdrawn link says so and grants nothing.
 */
export function InviteView({ token, isAuthenticated, signIn, onAccepted }: InviteViewProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useQuery(invitePreviewQueryOptions(token));
  const accept = useMutation({
    mutationFn: (name?: string) => acceptInvite(token, name),
    onSuccess: async ({ gameCode, role }) => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['games'] }), onAccepted()]);
      void navigate(role === 'moderator' ? gamePaths.reviewQueue(gameCode) : gamePaths.room(gameCode));
    },
  });

  if (preview.isPending) return <PageSpinner label={m.room_opening_invite()} />;
  if (preview.error) {
    return (
      <Alert variant="warning" title={m.room_invite_unusable()}>
        {errorMessage(preview.error)}
      </Alert>
    );
  }
  if (accept.isPending || accept.isSuccess) return <PageSpinner label={m.room_joining_as_helper()} />;
  const { eventTitle, hostName, role } = preview.data;
  const offer = {
    title: (
      <strong className="[overflow-wrap:anywhere]">
        <bdi>{eventTitle || m.room_untitled()}</bdi>
      </strong>
    ),
    role: <strong>{ROLE_IN_SENTENCE[role]()}</strong>,
  };
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4">
      <Card className="flex flex-col gap-3">
        <h1 className="text-xl font-bold text-slate-900">
          {hostName
            ? rich(m.room_invite_offer, { ...offer, host: <bdi>{hostName}</bdi> })
            : rich(m.room_invite_offer_anon, offer)}
        </h1>
        <p className="text-slate-800">{ROLE_MAY[role]()}</p>
        <p className="text-sm text-slate-700">{m.room_invite_free()}</p>
      </Card>
      {accept.error && <Alert variant="error">{errorMessage(accept.error)}</Alert>}
      <Card className="flex flex-col gap-4">
        {isAuthenticated ? (
          <Button size="lg" onClick={() => accept.mutate(undefined)}>
            {m.room_accept_invite()}
          </Button>
        ) : (
          signIn((name) => accept.mutate(name))
        )}
      </Card>
    </div>
  );
}
