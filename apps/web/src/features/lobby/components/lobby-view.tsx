import { gameStage, isBeforeStart, type TMembership, type TTeamList } from '@picture-bingo/shared';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router';
import { GameRulesCard, Rule } from '@/components/game/game-rules-card';
import { RemovedNotice } from '@/components/game/removed-notice';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { SpinnerIcon } from '@/components/ui/spinner';
import { formatEventDate } from '@/lib/format';
import { gamePaths } from '@/game/paths';
import { useGameChannel } from '@/game/game-channel';
import { playerGameKeys, storeGameInBoard } from '@/game/player-game';
import { foldTeamJoin, foldTeamMove, foldTeamRemoval, teamKeys } from '@/game/teams/team-folds';
import { BUZZ, vibrate } from '@/lib/vibrate';
import { LobbyPlayerList } from './lobby-player-list';
import { EventLook } from '@/components/game/event-look';
import { m, offerGameLocale } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';

// A team game's own part (the player's team), fetched only in a team game.
const LobbyTeam = lazy(async () => ({ default: (await import('./lobby-team')).LobbyTeam }));

/**
 * The player's waiting room: the event, the players arriving live, in a team game their team (kept current, and a
 * move by the host said plainly), and on to the card once the host starts.
 */
export function LobbyView({ membership }: { membership: TMembership }) {
  const code = membership.game.gameCode;
  const queryClient = useQueryClient();
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const foldTeams = (fold: (list: TTeamList | undefined) => TTeamList | undefined) =>
    queryClient.setQueryData<TTeamList>(teamKeys.list(code), fold);
  const channel = useGameChannel(code, 'player', {
    onPlayerTeam: (move) => foldTeams((list) => foldTeamMove(list, move)),
    onPlayerJoined: (player) => foldTeams((list) => foldTeamJoin(list, player)),
    onPlayerRemoved: (playerId) => foldTeams((list) => foldTeamRemoval(list, playerId)),
    // Back after a drop: moves and joins meanwhile were missed.
    onReconnected: () => void queryClient.invalidateQueries({ queryKey: teamKeys.list(code) }),
    // Moved: the card fetched ahead is the old team's; the new team's is fetched now, ready for the start.
    onTeamChanged: ({ teamId }) => {
      setMovedTo(teamId);
      void queryClient.invalidateQueries({ queryKey: playerGameKeys.board(code), refetchType: 'all' });
    },
  });
  const game = channel.game ?? membership.game;
  // A team game's teams as LobbyTeam read them (and the folds above keep them): the list groups players by them.
  const { data: teamList } = useQuery<TTeamList>({ queryKey: teamKeys.list(code), queryFn: skipToken });
  const started = !isBeforeStart(gameStage(game));
  // Once joined: the game's language on a phone whose own language the app lacks, unless the link or this
  // device's choice decided (lib/i18n/messages.ts). The name step never switches: no page changes language in the
  // middle of joining.
  const language = game.language;
  useEffect(() => offerGameLocale(language), [language]);
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
          <EventLook look={game.look} eventTitle={game.eventTitle} className="mb-2" />
          <h2 dir="auto" className="text-2xl font-bold [overflow-wrap:anywhere] text-slate-900">
            {game.eventTitle}
          </h2>
          <p className="text-sm text-slate-600">
            {rich(m.lobby_hosted_by, {
              host: <bdi className="font-medium text-slate-800">{game.hostName}</bdi>,
            })}
            {game.eventDate && <> · {formatEventDate(game.eventDate)}</>}
          </p>
        </div>
        {game.welcomeMessage && (
          <p dir="auto" className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-800">
            {game.welcomeMessage}
          </p>
        )}
        <p className="flex items-center gap-2 font-medium text-violet-800">
          <SpinnerIcon />
          {m.lobby_waiting()}
        </p>
        <ConnectionNotice connection={channel.connection} />
        {channel.connection === 'refused' && channel.refusal && (
          <Alert variant="error">{channel.refusal}</Alert>
        )}
      </Card>
      {game.gameMode === 'teams' && (
        <Suspense fallback={null}>
          <LobbyTeam
            code={code}
            myId={membership.player.id}
            joinedTeamId={membership.player.teamId ?? null}
            movedTo={movedTo}
          />
        </Suspense>
      )}
      <GameRulesCard
        game={game}
        // Camera only, before the start: the card then says it beside the camera itself.
        extra={game.cameraOnly && <Rule term={m.rules_photos()}>{m.rules_camera_only()}</Rule>}
      />
      <LobbyPlayerList
        players={channel.game ? channel.players : null}
        playerCount={channel.playerCount}
        myId={membership.player.id}
        maxPlayer={game.maxPlayer}
        teams={game.gameMode === 'teams' ? teamList?.teams : undefined}
      />
    </div>
  );
}
