import type { TCardProgress } from '@picture-bingo/shared';
import { MarkedCount } from '@/components/game/marked-count';
import { Badge } from '@/components/ui/badge';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { shortPlayerId } from '@/game/player-id';

export interface ProgressCardBodyProps {
  player: TCardProgress;
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
      <p id={nameId} dir="auto" className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
        {player.name}
      </p>
      <div id={detailsId} className="flex flex-col gap-2">
        <p className="text-sm [overflow-wrap:anywhere] text-slate-600">
          {rich(m.gallery_player_id, {
            id: (
              <bdi dir="ltr" className="font-mono">
                {shortPlayerId(player.id)}
              </bdi>
            ),
          })}
        </p>
        <p className="flex flex-wrap gap-2">
          <Badge color={completed ? 'success' : 'neutral'}>
            {completed ? m.gallery_completed() : m.gallery_in_progress()}
          </Badge>{' '}
          {player.first && <Badge color="warning">{m.gallery_first_to_finish()}</Badge>}
        </p>
        <div className="flex items-center gap-3">
          <div className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div
              className="h-full rounded-full bg-violet-700"
              style={{ width: `${Math.round(share * 100)}%` }}
            />
          </div>
          <MarkedCount
            as="p"
            marked={player.markedCount}
            total={player.totalCount}
            label={m.progress_marked()}
            className="font-mono text-sm text-slate-800"
          />
        </div>
      </div>
    </div>
  );
}
