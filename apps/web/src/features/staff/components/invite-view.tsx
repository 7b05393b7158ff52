import { ROLE_LABELS, UNTITLED_GAME } from '@picture-bingo/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { acceptInvite, invitePath, invitePreviewQueryOptions } from '../api/staff';

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

  if (preview.isPending) return <PageSpinner label="Opening the invite" />;
  if (preview.error) {
    return (
      <Alert variant="warning" title="This invite cannot be used">
        {errorMessage(preview.error)}
      </Alert>
    );
  }
  const { eventTitle, hostName, role } = preview.data;
  return (
    <Card className="flex flex-col gap-4">
      <p className="text-lg text-slate-900">
        {hostName || 'The host'} invites you to help run{' '}
        <strong className="[overflow-wrap:anywhere]">{eventTitle || UNTITLED_GAME}</strong> as a{' '}
        <strong>{ROLE_LABELS[role].toLowerCase()}</strong>.
      </p>
      {accept.error && <Alert variant="error">{errorMessage(accept.error)}</Alert>}
      {isAuthenticated ? (
        <Button size="lg" onClick={() => accept.mutate()} loading={accept.isPending}>
          Accept invite
        </Button>
      ) : (
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to="/login" state={back} className={buttonClasses({ size: 'lg' })}>
            Log in to accept
          </Link>
          <Link to="/register" state={back} className={buttonClasses({ size: 'lg', variant: 'outlined' })}>
            Create an account
          </Link>
        </div>
      )}
    </Card>
  );
}
