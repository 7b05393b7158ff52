import type { TQueuePlayer } from '@picture-bingo/shared';
import { Button } from '@/components/ui/button';

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
    <section aria-labelledby="removed-title" className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <h3 id="removed-title" className="text-base font-semibold text-slate-900">
        Removed ({players.length})
      </h3>
      <ul className="flex flex-col divide-y divide-slate-200">
        {players.map((player) => (
          <li key={player.id} className="flex items-center justify-between gap-3 py-2">
            <span className="min-w-0 text-slate-700 [overflow-wrap:anywhere]">{player.name}</span>
            <Button
              variant="outlined"
              size="sm"
              aria-label={`Undo removing ${player.name}`}
              loading={restoringId === player.id}
              disabled={restoringId !== null && restoringId !== player.id}
              onClick={() => onRestore(player)}
            >
              Undo
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
