import type { TGame } from '@picture-bingo/shared';
import { countOf } from '@picture-bingo/shared';
import { BigScreenLink, useBigScreenOpened } from '@/components/game/big-screen-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useGameChannel } from '@/game/game-channel';
import { useStartGame } from '../api/queue-actions';

/**
 * The control room of a paid game waiting for players: who is in (live), and its one next step — open the big
 * screen in its own window, then Start Game (which needs a player). Starting keeps the host here: the control
 * room turns into the game's controls.
 */
export function LobbyStart({ game }: { game: TGame }) {
  const code = game.gameCode;
  const channel = useGameChannel(code, 'host');
  const start = useStartGame(code);
  const screen = useBigScreenOpened(code);
  const players = channel.game ? channel.players : null;
  const canStart = Boolean(players?.length);

  return (
    <section aria-labelledby="lobby-players-title" className="flex flex-col gap-4">
      <h3 id="lobby-players-title" className="text-lg font-semibold text-slate-900">
        {players === null ? 'Players' : `Players: ${players.length}`}
      </h3>
      <ConnectionNotice connection={channel.connection} />
      {players === null ? (
        <Spinner label="Loading players" />
      ) : players.length === 0 ? (
        <p className="text-slate-700">No players yet. They join with the code, the QR code or the link.</p>
      ) : (
        <ul aria-label="Players in the room" className="flex flex-wrap gap-2">
          {players.map((player) => (
            <li
              key={player.id}
              className="max-w-full truncate rounded-full bg-violet-100 px-3 py-1 font-medium text-violet-900"
            >
              <bdi>{player.name}</bdi>
            </li>
          ))}
        </ul>
      )}
      {start.error && <Alert variant="error">{errorMessage(start.error)}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <BigScreenLink
          code={code}
          size="lg"
          variant={screen.opened ? 'outlined' : 'contained'}
          onOpen={screen.markOpened}
        >
          Open the big screen
        </BigScreenLink>
        <Button
          size="lg"
          color="success"
          variant={screen.opened ? 'contained' : 'outlined'}
          disabled={!canStart}
          loading={start.isPending}
          onClick={() => start.mutate()}
        >
          Start Game
        </Button>
      </div>
      <p className="text-sm text-slate-600">
        {canStart
          ? `Put the big screen on the projector, then start: ${countOf(players?.length ?? 0, 'player')} will get their cards.`
          : 'Put the big screen on the projector. Start Game opens once a player has joined.'}
      </p>
    </section>
  );
}
