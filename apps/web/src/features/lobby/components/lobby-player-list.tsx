import type { TQueuePlayer } from '@picture-bingo/shared';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

export interface LobbyPlayerListProps {
  /** Null until the first snapshot arrives. */
  players: TQueuePlayer[] | null;
  myId: string;
  maxPlayer: number;
}

/** Everyone in the lobby, in joining order; the reader's own entry is marked "(you)". */
export function LobbyPlayerList({ players, myId, maxPlayer }: LobbyPlayerListProps) {
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="lobby-players-title">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="lobby-players-title" className="text-lg font-semibold text-slate-900">
          Players
        </h3>
        {players && (
          <p className="text-sm text-slate-600">
            {players.length} of {maxPlayer} {maxPlayer === 1 ? 'player' : 'players'}
          </p>
        )}
      </div>
      {players === null ? (
        <Spinner label="Loading players" />
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {players.map((player) => (
            <li
              key={player.id}
              className="rounded-xl bg-slate-50 px-3 py-2 font-medium [overflow-wrap:anywhere] text-slate-900"
            >
              <bdi>{player.name}</bdi>
              {player.id === myId && <span className="font-normal text-violet-800"> (you)</span>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
