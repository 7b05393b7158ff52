import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';

/** Online or offline, in words as well as colour; nothing while unknown. */
export function PresenceBadge({ online }: { online?: boolean }) {
  if (online === undefined) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        online
          ? 'bg-emerald-50 text-emerald-900 ring-emerald-300'
          : 'bg-slate-100 text-slate-700 ring-slate-300',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', online ? 'bg-emerald-600' : 'bg-slate-400')}
      />
      {online ? m.room_online() : m.room_offline()}
    </span>
  );
}
