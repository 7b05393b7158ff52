import type { TQueuePlayer } from '@picture-bingo/shared';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { lobbyWindow } from '../utils/lobby-window';
import { m } from '@/lib/i18n/messages';

export interface LobbyPlayerListProps {
  /** Null until the first snapshot arrives. */
  players: TQueuePlayer[] | null;
  /** Every player of the game: the list holds the most recent of them. */
  playerCount: number;
  myId: string;
  maxPlayer: number;
}

/**
 * The lobby in joining order, the most recent arrivals of a large one as of the phone's snapshot (and "and N more
 * players", which keeps counting); the reader's own entry is always listed, marked "(you)".
 */
export function LobbyPlayerList({ players, playerCount, myId, maxPlayer }: LobbyPlayerListProps) {
  const listed = players && lobbyWindow(players, myId, playerCount);
  return (
    <Card className="flex flex-col gap-4" role="region" aria-labelledby="lobby-players-title">
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="lobby-players-title" className="text-lg font-semibold text-slate-900">
          {m.lobby_players()}
        </h3>
        {players && (
          <p className="text-sm text-slate-600">{m.lobby_count({ count: playerCount, max: maxPlayer })}</p>
        )}
      </div>
      {listed === null ? (
        <Spinner label={m.loading_players()} />
      ) : (
        <>
          <ul className="grid gap-2 sm:grid-cols-2">
            {listed.shown.map((player) => (
              <li
                key={player.id}
                className="rounded-xl bg-slate-50 px-3 py-2 font-medium [overflow-wrap:anywhere] text-slate-900"
              >
                <bdi>{player.name}</bdi>
                {player.id === myId && <span className="font-normal text-violet-800"> {m.lobby_you()}</span>}
              </li>
            ))}
          </ul>
          {listed.more > 0 && (
            <p className="text-sm text-slate-600">{m.lobby_more({ count: listed.more })}</p>
          )}
        </>
      )}
    </Card>
  );
}
