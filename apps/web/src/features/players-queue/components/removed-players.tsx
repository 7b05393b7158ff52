import type { TQueuePlayer } from '@picture-bingo/shared';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/** The players the host removed, each with Undo: the player, their card and their device come back. */
export function RemovedPlayers({
  players,
  restoringId,
  onRestore,
}: {
  players: readonly TQueuePlayer[];
  restoringId: string | null;
  onRestore: (player: TQueuePlayer) => void;
}) {
  if (players.length === 0) return null;
  return (
    <Card className="flex flex-col gap-2" role="region" aria-labelledby="removed-title">
      <h2 id="removed-title" className="text-lg font-bold text-slate-900">
        {m.room_removed_title({ count: formatCount(players.length) })}
      </h2>
      <p className="text-sm text-slate-600">{m.room_removed_help()}</p>
      <ul className="flex flex-col divide-y divide-slate-200">
        {players.map((player) => (
          <li key={player.id} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0 text-slate-700 [overflow-wrap:anywhere]">
              <bdi>{player.name}</bdi>
            </span>
            <Button
              variant="outlined"
              size="sm"
              aria-label={m.room_undo_remove({ name: player.name })}
              loading={restoringId === player.id}
              disabled={restoringId !== null && restoringId !== player.id}
              onClick={() => onRestore(player)}
            >
              {m.room_undo()}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
