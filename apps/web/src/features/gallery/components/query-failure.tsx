import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';

/** A load that failed: the message and Try again. */
export function QueryFailure({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="flex flex-col items-start gap-4">
      <Alert variant="error">{errorMessage(error)}</Alert>
      <Button variant="outlined" onClick={onRetry} loading={retrying}>
        {m.try_again()}
      </Button>
    </div>
  );
}
