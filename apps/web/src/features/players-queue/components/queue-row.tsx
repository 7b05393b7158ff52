import type { TQueuePlayer } from '@picture-bingo/shared';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { PresenceBadge } from './presence-badge';

export interface QueueRowProps {
  player: TQueuePlayer;
  /** Whether the player has the game open on a device now; undefined while unknown. */
  online?: boolean;
  onRemove: () => void;
  /**
   * Moves the player to another device (their phone died): the host gets a rejoin code to read out. Absent for a
   * viewer who does not run the game.
   */
  onMove?: () => void;
  /** Renames the player (the host's fix for a rude or mistyped name); absent for a viewer who may not. */
  onRename?: () => void;
}

/** One player in the queue: name, presence, when they joined, Rename, Move to new device and Remove. */
export function QueueRow({ player, online, onRemove, onMove, onRename }: QueueRowProps) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3">
      <div className="flex min-w-0 flex-col">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium [overflow-wrap:anywhere] text-slate-900">
            <bdi>{player.name}</bdi>
          </span>
          <PresenceBadge online={online} />
        </span>
        <span className="text-sm text-slate-600">
          {rich(m.room_joined_at, {
            time: <time dateTime={player.joinedAt}>{formatDateTime(player.joinedAt)}</time>,
          })}
        </span>
      </div>
      <div className="flex shrink-0 flex-wrap justify-end gap-2">
        {onRename && (
          <Button
            variant="outlined"
            size="sm"
            aria-label={m.room_rename_name({ name: player.name })}
            onClick={onRename}
          >
            {m.room_rename()}
          </Button>
        )}
        {onMove && (
          <Button
            variant="outlined"
            size="sm"
            aria-label={m.room_move_title({ name: player.name })}
            onClick={onMove}
          >
            {m.room_new_device()}
          </Button>
        )}
        <Button
          variant="outlined"
          color="error"
          size="sm"
          aria-label={m.room_remove_name({ name: player.name })}
          onClick={onRemove}
        >
          {m.room_remove()}
        </Button>
      </div>
    </li>
  );
}
