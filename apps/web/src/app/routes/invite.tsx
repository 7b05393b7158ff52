import { useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { InviteView } from '@/features/staff/components/invite-view';

/** /invite/{token}: an invite link to help run a game as a co-host or moderator. */
export default function InviteRoute() {
  const { token = '' } = useParams();
  const { isAuthenticated, isLoading } = useAuth();
  if (isLoading) return <PageSpinner />;
  return <InviteView key={token} token={token} isAuthenticated={isAuthenticated} />;
}
