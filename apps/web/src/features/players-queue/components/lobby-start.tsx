import type { TGame } from '@picture-bingo/shared';
import { BigScreenLink } from '@/components/game/big-screen-link';
import { Alert } from '@/components/ui/alert';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { viewerCan } from '@/game/abilities';
import { useGameChannel } from '@/game/game-channel';
import { useTeamsOfPlayers } from '@/game/teams/teams-api';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { useStartGame } from '../api/queue-actions';
import { LobbyPlayers } from './lobby-players';
import { StartGameButton } from './start-game-button';

/**
 * The control room of a paid game waiting for players: who is in (live, under their teams in a team game), and its one next step — open the big
 * screen in its own window, and Start Game (which needs a player). Starting keeps the host here: the control
 * room turns into the game's controls.
 */
export function LobbyStart({ game }: { game: TGame }) {
  const code = game.gameCode;
  const channel = useGameChannel(code, 'host');
  const start = useStartGame(code);
  const players = channel.game ? channel.players : null;
  const canStart = Boolean(players?.length);
  const teams = useTeamsOfPlayers(code, game.gameMode === 'teams', players);
  // Opening the big screen and starting belong to running the game.
  const runs = viewerCan(game, 'run');

  return (
    <section aria-labelledby="lobby-players-title" className="flex flex-col gap-4">
      <h3 id="lobby-players-title" className="text-lg font-semibold text-slate-900">
        {players === null
          ? m.room_players()
          : m.room_lobby_players_count({ count: formatCount(players.length) })}
      </h3>
      <ConnectionNotice connection={channel.connection} />
      {players === null ? (
        <Spinner label={m.loading_players()} />
      ) : players.length === 0 ? (
        <p className="text-slate-700">{m.room_lobby_empty()}</p>
      ) : (
        <LobbyPlayers players={players} teams={teams} />
      )}
      {start.error && <Alert variant="error">{errorMessage(start.error)}</Alert>}
      {runs && (
        <div className="flex flex-wrap items-center gap-3">
          <StartGameButton disabled={!canStart} loading={start.isPending} onClick={() => start.mutate()} />
          <BigScreenLink code={code} size="lg" variant="outlined">
            {m.room_open_big_screen()}
          </BigScreenLink>
        </div>
      )}
      <p className="text-sm text-slate-600">
        {canStart
          ? m.room_lobby_ready({ count: players?.length ?? 0, shown: formatCount(players?.length ?? 0) })
          : m.room_lobby_waiting()}
      </p>
    </section>
  );
}
