import { Alert } from '@/components/ui/alert';
import { SpinnerIcon } from '@/components/ui/spinner';
import { m } from '@/lib/i18n/messages';
import type { SaveStatus } from '../hooks/use-game-autosave';

/**
 * The small "Saving…/Saved" note of the setup screens, and the reason when a save failed. `echo`: a second copy
 * beside a part of a long page (the team list), seen there but not announced again (the page's note is).
 */
export function SaveStatusNote({
  status,
  error,
  echo = false,
}: {
  status: SaveStatus;
  error: string | null;
  echo?: boolean;
}) {
  return (
    <div className="flex flex-col items-end gap-2">
      <p
        {...(echo ? { 'aria-hidden': true } : { role: 'status' })}
        className="flex min-h-5 items-center gap-1.5 text-sm text-slate-600"
      >
        {status === 'saving' && (
          <>
            <SpinnerIcon className="text-violet-700" />
            {m.setup_saving()}
          </>
        )}
        {status === 'saved' && (
          <>
            <svg
              viewBox="0 0 20 20"
              fill="currentColor"
              className="size-4 text-emerald-700"
              aria-hidden="true"
            >
              <path
                fillRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                clipRule="evenodd"
              />
            </svg>
            {m.setup_saved()}
          </>
        )}
        {status === 'error' && m.setup_not_saved()}
      </p>
      {error && (
        <Alert variant="error" className="w-full">
          {error}
        </Alert>
      )}
    </div>
  );
}
