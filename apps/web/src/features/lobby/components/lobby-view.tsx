import { gameStage, isBeforeStart, type TMembership } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { GameRulesCard } from '@/components/game/game-rules-card';
import { RemovedNotice } from '@/components/game/removed-notice';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { SpinnerIcon } from '@/components/ui/spinner';
import { formatEventDate } from '@/lib/format';
import { gamePaths } from '@/game/paths';
import { useGameChannel } from '@/game/game-channel';
import { storeGameInBoard } from '@/game/player-game';
import { BUZZ, vibrate } from '@/lib/vibrate';
import { LobbyPlayerList } from './lobby-player-list';

/** The player's waiting room: the event, the players arriving live, and on to the card once the host starts. */
export function LobbyView({ membership }: { membership: TMembership }) {
  const channel = useGameChannel(membership.game.gameCode, 'player');
  const game = channel.game ?? membership.game;
  const started = !isBeforeStart(gameStage(game));
  const queryClient = useQueryClient();
  // The card (fetched ahead while waiting) opens on the started game at once: no refetch before it shows.
  useEffect(() => {
    if (started) storeGameInBoard(queryClient, game);
  }, [started, game, queryClient]);
  // A buzz when the host starts the game while the player waits here (not when they arrive after the start).
  const waited = useRef(false);
  useEffect(() => {
    if (!started) waited.current = true;
    else if (waited.current) vibrate(BUZZ.start);
  }, [started]);

  if (channel.removedCode) return <RemovedNotice code={channel.removedCode} />;
  if (started) return <Navigate to={gamePaths.gameBoard(game.gameCode)} replace />;

  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h2 className="text-2xl font-bold [overflow-wrap:anywhere] text-slate-900">{game.eventTitle}</h2>
          <p className="text-sm text-slate-600">
            Hosted by <bdi className="font-medium text-slate-800">{game.hostName}</bdi>
            {game.eventDate && <> · {formatEventDate(game.eventDate)}</>}
          </p>
        </div>
        {game.welcomeMessage && (
          <p className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-800">{game.welcomeMessage}</p>
        )}
        <p className="flex items-center gap-2 font-medium text-violet-800">
          <SpinnerIcon />
          Waiting for the host to start…
        </p>
        <ConnectionNotice connection={channel.connection} />
        {channel.connection === 'refused' && channel.refusal && (
          <Alert variant="error">{channel.refusal}</Alert>
        )}
      </Card>
      <GameRulesCard game={game} />
      <LobbyPlayerList
        players={channel.game ? channel.players : null}
        playerCount={channel.playerCount}
        myId={membership.player.id}
        maxPlayer={game.maxPlayer}
      />
    </div>
  );
}
