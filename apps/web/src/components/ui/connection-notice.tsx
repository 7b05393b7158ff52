import type { ConnectionState } from '@/game/game-channel';
import { SpinnerIcon } from './spinner';
import { m } from '@/lib/i18n/messages';

/** A small notice while a live screen is not connected; it announces itself politely. */
export function ConnectionNotice({ connection }: { connection: ConnectionState }) {
  const show = connection === 'reconnecting';
  return (
    <div role="status" aria-live="polite">
      {show && (
        <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium text-amber-900">
          <SpinnerIcon />
          {m.reconnecting()}
        </p>
      )}
    </div>
  );
}
