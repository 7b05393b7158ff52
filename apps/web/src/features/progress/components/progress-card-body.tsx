import type { TPlayerProgress } from '@picture-bingo/shared';
import { Badge } from '@/components/ui/badge';

export interface ProgressCardBodyProps {
  player: TPlayerProgress;
  /** Ids for a radio to be named by the player's name and described by the rest. */
  nameId?: string;
  detailsId?: string;
}

/** One player's standing: name, "ID: {id}", Completed or In Progress, the first to finish, "x / n²−1" marked. */
export function ProgressCardBody({ player, nameId, detailsId }: ProgressCardBodyProps) {
  const completed = player.status === 'completed';
  const share = player.totalCount > 0 ? Math.min(1, player.markedCount / player.totalCount) : 0;
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-2">
      <p id={nameId} className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
        {player.name}
      </p>
      <div id={detailsId} className="flex flex-col gap-2">
        <p className="text-sm [overflow-wrap:anywhere] text-slate-600">ID: {player.id}</p>
        <p className="flex flex-wrap gap-2">
          <Badge color={completed ? 'success' : 'neutral'}>{completed ? 'Completed' : 'In Progress'}</Badge>{' '}
          {player.first && <Badge color="warning">First to finish</Badge>}
        </p>
        <div className="flex items-center gap-3">
          <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div
              className="h-full rounded-full bg-violet-700"
              style={{ width: `${Math.round(share * 100)}%` }}
            />
          </div>
          <p className="font-mono text-sm text-slate-800">
            {player.markedCount} / {player.totalCount}
            <span className="sr-only"> marked</span>
          </p>
        </div>
      </div>
    </div>
  );
}
