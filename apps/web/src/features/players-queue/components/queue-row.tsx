import type { TQueuePlayer } from '@picture-bingo/shared';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

/** One player in the queue: name, when they joined, Rename and Remove. */
export function QueueRow({
  player,
  onRemove,
  onRename,
}: {
  player: TQueuePlayer;
  onRemove: () => void;
  onRename?: () => void;
}) {
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="flex min-w-0 flex-col">
        <span className="font-medium [overflow-wrap:anywhere] text-slate-900">{player.name}</span>
        <span className="text-sm text-slate-600">
          Joined <time dateTime={player.joinedAt}>{formatDateTime(player.joinedAt)}</time>
        </span>
      </div>
      <div className="flex shrink-0 gap-2">
        {onRename && (
          <Button variant="outlined" size="sm" aria-label={`Rename ${player.name}`} onClick={onRename}>
            Rename
          </Button>
        )}
        <Button
          variant="outlined"
          color="error"
          size="sm"
          aria-label={`Remove ${player.name}`}
          onClick={onRemove}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}
