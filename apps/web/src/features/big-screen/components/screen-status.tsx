import type { ConnectionState } from '@/game/game-channel';
import { m } from '@/lib/i18n/messages';

/** "Reconnecting…" while the screen's live connection is down, large enough to be seen from the room. */
export function ScreenStatus({ connection }: { connection: ConnectionState }) {
  return (
    <div role="status" aria-live="polite">
      {connection === 'reconnecting' && (
        <p className="rounded-full bg-amber-300 px-5 py-2 text-4xl font-semibold text-slate-950">
          {m.reconnecting()}
        </p>
      )}
    </div>
  );
}
