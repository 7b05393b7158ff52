import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { currentUserQueryOptions } from '@/features/auth/api/get-current-user';
import { HelperAccountForm } from '@/features/auth/components/helper-account-form';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { InviteView } from '@/features/staff/components/invite-view';

/** /invite/{token}: an invite link to help run a game as a co-host or moderator. */
export default function InviteRoute() {
  const { token = '' } = useParams();
  const { isAuthenticated, isLoading } = useAuth();
  const queryClient = useQueryClient();
  if (isLoading) return <PageSpinner />;
  return (
    <InviteView
      key={token}
      token={token}
      isAuthenticated={isAuthenticated}
      signIn={(onSignedIn) => <HelperAccountForm onSignedIn={onSignedIn} />}
      // The account now helps run a game: read it again, so its pages know (no banner about buying).
      onAccepted={() => queryClient.fetchQuery({ ...currentUserQueryOptions, staleTime: 0 })}
    />
  );
}
