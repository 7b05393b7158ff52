import { gameStage, isBeforeStart, LIMITS, type TGameSummary } from '@picture-bingo/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { prerenderedPlaceholder, takeQueued, typedValue } from '@/lib/prerendered';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { cancelIdle, requestIdle } from '@/lib/idle';
import { gamePaths } from '@/game/paths';
import { getStoredPlayerName, storePlayerName } from '@/lib/storage';
import { useJoinGame } from '../api/join-game';
import { SuggestNameButton } from './suggest-name-button';

const randomPlaceholder = () => `Player${1000 + Math.floor(Math.random() * 9000)}`;

/** A player's name step: the name others will see in this game (required, trimmed), then the lobby. */
export function PlayerJoinForm({ game }: { game: TGameSummary }) {
  const navigate = useNavigate();
  const join = useJoinGame(game.gameCode);
  // What was typed into the prerendered page before the app took it over comes first (lib/prerendered.ts).
  const [name, setName] = useState(() => typedValue('playerName') ?? getStoredPlayerName() ?? '');
  const [placeholder] = useState(() => prerenderedPlaceholder('playerName') ?? randomPlaceholder());
  const trimmed = name.trim();
  // A name sent on the prerendered page before the app took over: sent as the form mounts, shown as being sent
  // from the first render on.
  const [queued, setQueued] = useState(() => takeQueued('playerName') && trimmed !== '');
  const replayed = useRef(false);
  // The live connection's code is loaded and run while the name is typed (game/game-channel.ts, loadSocketClient:
  // on a slowed phone that was 100 ms before the handshake began), and once there is a name the lobby's connection
  // opens (warmGameChannel), kept open while the guest types: sending the name then only asks for the game's
  // channel on it, instead of waiting for a WebSocket handshake after the join.
  useEffect(() => {
    const id = requestIdle(
      () =>
        void import('@/game/game-channel')
          .then(async (channel) => {
            if (trimmed) channel.warmGameChannel();
            else await channel.loadSocketClient();
          })
          .catch(() => undefined),
    );
    return () => cancelIdle(id);
  }, [trimmed]);
  // A refusal is about the name it refused: a new name clears it (and a name sent early has been sent by then).
  const changeName = (value: string) => {
    setName(value);
    setQueued(false);
    if (join.isError) join.reset();
  };

  const send = () => {
    if (!trimmed) return;
    storePlayerName(trimmed);
    // The lobby's live connection, opened while the name was typed, or now, while the join is answered
    // (game/game-channel.ts). Its code is the lobby's, loaded ahead while the name was typed (the route's `next`),
    // so the name step does not carry it.
    const channel = import('@/game/game-channel');
    void channel.then(({ warmGameChannel }) => warmGameChannel()).catch(() => undefined);
    // A late joiner goes straight to their card: the game is on.
    join.mutate(trimmed, {
      onSuccess: (membership) => {
        // The game's channel is asked for now, while the next screen loads (game/game-channel.ts).
        void channel
          .then(({ openGameChannelAhead }) => openGameChannelAhead(game.gameCode))
          .catch(() => undefined);
        void navigate(
          isBeforeStart(gameStage(membership.game))
            ? gamePaths.room(game.gameCode)
            : gamePaths.gameBoard(game.gameCode),
        );
      },
    });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  useEffect(() => {
    if (!queued || replayed.current) return;
    replayed.current = true;
    send();
  });
  const sending = join.isPending || (queued && join.isIdle);

  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold [overflow-wrap:anywhere] text-slate-900">{game.eventTitle}</h2>
        <p className="text-sm text-slate-600">
          Hosted by <bdi>{game.hostName}</bdi>. Choose the name the other players will see.
        </p>
      </div>
      {join.isError && <Alert variant="error">{errorMessage(join.error)}</Alert>}
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <Input
          label="Player Name"
          name="playerName"
          required
          autoFocus
          autoComplete="nickname"
          maxLength={LIMITS.playerName}
          placeholder={placeholder}
          value={name}
          onChange={(event) => changeName(event.target.value)}
        />
        <div className="-mt-2 flex">
          <SuggestNameButton onSuggest={changeName} />
        </div>
        <Button type="submit" size="lg" fullWidth disabled={!trimmed} loading={sending}>
          Next
        </Button>
        {/* Says that the name is on its way (the prerendered page's script: "Getting ready…"). */}
        <p role="status" className="sr-only">
          {sending ? 'Joining…' : ''}
        </p>
      </form>
    </Card>
  );
}
