import { gameStage, isBeforeStart, isPlayOver, type TGame, type TQueuePlayer } from '@picture-bingo/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { viewerCan } from '@/game/abilities';
import { gamePaths } from '@/game/paths';
import { useGameChannel } from '@/game/game-channel';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import {
  removedPlayersQueryOptions,
  useIssueRejoinCode,
  usePolledPresence,
  useRemovePlayer,
  useRestorePlayer,
  useStartGame,
} from '../api/queue-actions';
import { MoveDeviceDialog } from './move-device-dialog';
import { QueueRow } from './queue-row';
import { RemovePlayerDialog } from './remove-player-dialog';
import { RemovedPlayers } from './removed-players';
import { RenamePlayerDialog } from './rename-player-dialog';
import { RoomGuard } from './room-guard';
import { StartGameButton } from './start-game-button';
import { TeamsPanel } from './teams-panel';

/**
 * The players of a paid game as they arrive (live), with Remove and Start Game. Each control shows only for a
 * viewer whose role may use it (viewerCan): a moderator removes and restores players; starting, locking the room,
 * new devices, renames and team moves belong to running the game.
 */
export function LiveQueue({ game }: { game: TGame }) {
  const code = game.gameCode;
  const navigate = useNavigate();
  // When the channel last learnt each player's presence (an event, or a snapshot for everyone): a poll
  // answered before that is older news.
  const [presenceAt, setPresenceAt] = useState<{ all: number; each: Record<string, number> }>({
    all: 0,
    each: {},
  });
  const polled = usePolledPresence(code);
  const channel = useGameChannel(code, 'host', {
    onSnapshot: () => setPresenceAt({ all: Date.now(), each: {} }),
    onPresence: ({ playerId }) =>
      setPresenceAt((at) => ({ ...at, each: { ...at.each, [playerId]: Date.now() } })),
  });
  const remove = useRemovePlayer(code);
  const start = useStartGame(code);
  const restore = useRestorePlayer(code);
  const removed = useQuery(removedPlayersQueryOptions(code));
  const rejoin = useIssueRejoinCode(code);
  const [confirming, setConfirming] = useState<TQueuePlayer | null>(null);
  const [moving, setMoving] = useState<TQueuePlayer | null>(null);
  const onlineOf = (player: TQueuePlayer) => {
    const fromPoll = polled.data?.get(player.id);
    const known = Math.max(presenceAt.all, presenceAt.each[player.id] ?? 0);
    if (fromPoll !== undefined && polled.dataUpdatedAt > known) return fromPoll;
    return player.online;
  };
  const closeMove = () => {
    setMoving(null);
    rejoin.reset();
  };
  const [renaming, setRenaming] = useState<TQueuePlayer | null>(null);
  const runs = viewerCan(game, 'run');
  const players = channel.game ? channel.players : null;
  const started = !isBeforeStart(gameStage(channel.game ?? game));
  const failure = remove.error ?? restore.error ?? start.error ?? removed.error;

  const onConfirmRemove = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, { onSettled: () => setConfirming(null) });
  };

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4" role="region" aria-labelledby="queue-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="queue-title" className="text-xl font-bold text-slate-900">
            {m.room_queue_title({ count: formatCount(players?.length ?? 0) })}
          </h2>
          <span className="font-mono text-sm tracking-widest text-slate-600">
            {m.room_queue_room({ code })}
          </span>
        </div>
        <ConnectionNotice connection={channel.connection} />
        {channel.connection === 'refused' && (
          <Alert variant="error">{channel.refusal ?? m.room_not_connected()}</Alert>
        )}
        {failure && <Alert variant="error">{errorMessage(failure)}</Alert>}
        {players === null ? (
          <Spinner label={m.loading_players()} />
        ) : players.length === 0 ? (
          <p className="text-slate-600">{m.room_queue_empty()}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200">
            {players.map((player) => (
              <QueueRow
                key={player.id}
                player={player}
                online={onlineOf(player)}
                onRemove={() => setConfirming(player)}
                onMove={runs ? () => setMoving(player) : undefined}
                onRename={runs ? () => setRenaming(player) : undefined}
              />
            ))}
          </ul>
        )}
      </Card>
      {game.gameMode === 'teams' && (
        <TeamsPanel code={code} playerCount={players?.length ?? 0} canMove={runs} />
      )}
      {runs && !isPlayOver(gameStage(channel.game ?? game)) && (
        <RoomGuard code={code} locked={Boolean((channel.game ?? game).joinsLocked)} />
      )}
      <RemovedPlayers
        players={removed.data ?? []}
        restoringId={restore.isPending ? (restore.variables ?? null) : null}
        onRestore={(player) => restore.mutate(player.id)}
      />
      {started && <Alert variant="info">{m.room_started_info()}</Alert>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Link to={gamePaths.room(code)} className={buttonClasses({ variant: 'outlined', size: 'lg' })}>
          {m.room_back_to_room()}
        </Link>
        {runs ? (
          <StartGameButton
            disabled={!players?.length || started}
            loading={start.isPending}
            onClick={() =>
              start.mutate(undefined, { onSuccess: () => void navigate(gamePaths.roomDetails(code)) })
            }
          />
        ) : (
          !started && <p className="text-slate-700 sm:self-center">{m.room_started_by_runners()}</p>
        )}
      </div>
      <MoveDeviceDialog
        player={moving}
        roomCode={code}
        issued={rejoin.data ?? null}
        pending={rejoin.isPending}
        error={rejoin.error}
        onIssue={() => moving && rejoin.mutate(moving.id)}
        onClose={closeMove}
      />
      <RemovePlayerDialog
        player={confirming}
        pending={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={onConfirmRemove}
      />
      <RenamePlayerDialog code={code} player={renaming} onClose={() => setRenaming(null)} />
    </div>
  );
}
