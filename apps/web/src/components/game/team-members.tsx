import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { srWords } from './sr-words';

/**
 * A team's members under (or, `inline`, after) its name in standings: their names in join order, or that no one
 * is in it. `lg` keeps the big screen's size, readable across a room.
 */
export function TeamMembers({
  names,
  size = 'md',
  inline = false,
}: {
  names: readonly string[];
  size?: 'md' | 'lg';
  inline?: boolean;
}) {
  return (
    <span
      data-testid="team-members"
      className={cn(
        'font-normal [overflow-wrap:anywhere]',
        inline ? 'ms-3' : 'block',
        size === 'lg' ? 'text-[length:inherit] opacity-90' : 'text-sm text-slate-700',
      )}
    >
      {names.length > 0
        ? srWords(m.game_members, 'names', <bdi>{names.join(', ')}</bdi>)
        : m.game_no_members()}
    </span>
  );
}
