import type { TQueuePlayer } from '@picture-bingo/shared';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

/** One player in the queue: name, when they joined, and Remove. */
export function QueueRow({ player, onRemove }: { player: TQueuePlayer; onRemove: () => void }) {
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{player.name}</span>
        <span className="text-sm text-slate-600">
          Joined <time dateTime={player.joinedAt}>{formatDateTime(player.joinedAt)}</time>
        </span>
      </div>
      <Button
        variant="outlined"
        color="error"
        size="sm"
        aria-label={`Remove ${player.name}`}
        onClick={onRemove}
      >
        Remove
      </Button>
    </li>
  );
}
