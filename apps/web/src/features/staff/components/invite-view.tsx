import type { TInviteRole } from '@picture-bingo/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { acceptInvite, invitePath, invitePreviewQueryOptions } from '../api/staff';

/** The role an invite offers, as the sentence "… invites you to help run … as a …" names it. */
const ROLE_IN_SENTENCE: Record<TInviteRole, () => string> = {
  cohost: m.room_role_as_cohost,
  moderator: m.room_role_as_moderator,
};

/**
 * /invite/{token}: what the invite offers; a signed-out visitor logs in or registers first (and comes back
 * here), then accepts and goes to the game's room page (a moderator to the review queue). An expired, used or
 * withdrawn link says so and grants nothing.
 */
export function InviteView({ token, isAuthenticated }: { token: string; isAuthenticated: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useQuery(invitePreviewQueryOptions(token));
  const accept = useMutation({
    mutationFn: () => acceptInvite(token),
    onSuccess: async ({ gameCode, role }) => {
      await queryClient.invalidateQueries({ queryKey: ['games'] });
      void navigate(role === 'moderator' ? gamePaths.reviewQueue(gameCode) : gamePaths.room(gameCode));
    },
  });
  const back = { from: invitePath(token) };

  if (preview.isPending) return <PageSpinner label={m.room_opening_invite()} />;
  if (preview.error) {
    return (
      <Alert variant="warning" title={m.room_invite_unusable()}>
        {errorMessage(preview.error)}
      </Alert>
    );
  }
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
    <Card className="flex flex-col gap-4">
      <p className="text-lg text-slate-900">
        {hostName
          ? rich(m.room_invite_offer, { ...offer, host: <bdi>{hostName}</bdi> })
          : rich(m.room_invite_offer_anon, offer)}
      </p>
      {accept.error && <Alert variant="error">{errorMessage(accept.error)}</Alert>}
      {isAuthenticated ? (
        <Button size="lg" onClick={() => accept.mutate()} loading={accept.isPending}>
          {m.room_accept_invite()}
        </Button>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/login" state={back} className={buttonClasses({ size: 'lg' })}>
            {m.room_login_to_accept()}
          </Link>
          <Link to="/register" state={back} className={buttonClasses({ size: 'lg', variant: 'outlined' })}>
            {m.room_create_account()}
          </Link>
        </div>
      )}
    </Card>
  );
}
