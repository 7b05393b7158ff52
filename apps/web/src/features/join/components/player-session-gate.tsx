import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { usePlayerSession } from '../hooks/use-player-session';
import { m } from '@/lib/i18n/messages';

/** Renders `children` once this device has a working player session; player screens need one. */
export function PlayerSessionGate({ children }: { children: ReactNode }) {
  const session = usePlayerSession();
  if (session.data) return <>{children}</>;
  if (session.isPending) return <PageSpinner label={m.loading_session()} />;
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert variant="error">{errorMessage(session.error)}</Alert>
      <Button variant="outlined" onClick={() => void session.refetch()} loading={session.isFetching}>
        {m.try_again()}
      </Button>
    </div>
  );
}
