import { gameStage, isBeforeStart, LIMITS, type TGameSummary } from '@picture-bingo/shared';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { prerenderedPlaceholder, takeQueued, typedValue } from '@/lib/prerendered';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { errorCodeOf } from '@/lib/error-text';
import { errorMessage } from '@/lib/errors';
import { cancelIdle, requestIdle } from '@/lib/idle';
import { gamePaths } from '@/game/paths';
import { getStoredPlayerName, storePlayerName } from '@/lib/storage';
import { useJoinGame } from '../api/join-game';
import { readPendingClaim } from '../utils/pending-claim';
import { SuggestNameButton } from './suggest-name-button';
import { TeamPickerLoading } from './team-picker-loading';
import { EventLook } from '@/components/game/event-look';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';

// Asking the host to continue as a player already in the game loads only when a name is taken.
const ClaimPlayer = lazy(async () => ({ default: (await import('./claim-player')).ClaimPlayer }));
// Only a team game whose guests pick a team loads the picker: the join page's first load stays as it was.
const TeamPicker = lazy(() => import('./team-picker'));

const randomPlaceholder = () => m.name_placeholder({ number: 1000 + Math.floor(Math.random() * 9000) });

/** A player's name step: the name others will see in this game (required, trimmed), then the lobby. */
export function PlayerJoinForm({ game }: { game: TGameSummary }) {
  const navigate = useNavigate();
  const join = useJoinGame(game.gameCode);
  // What was typed into the prerendered page before the app took it over comes first (lib/prerendered.ts).
  const [name, setName] = useState(() => typedValue('playerName') ?? getStoredPlayerName() ?? '');
  const [placeholder] = useState(() => prerenderedPlaceholder('playerName') ?? randomPlaceholder());
  const trimmed = name.trim();
  const picksTeam = game.gameMode === 'teams' && game.teamAssignment === 'pick';
  const [teamId, setTeamId] = useState<string>();
  const ready = trimmed !== '' && (!picksTeam || teamId !== undefined);
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
    if (!ready) return;
    storePlayerName(trimmed);
    // The lobby's live connection, opened while the name was typed, or now, while the join is answered
    // (game/game-channel.ts). Its code is the lobby's, loaded ahead while the name was typed (the route's `next`),
    // so the name step does not carry it.
    const channel = import('@/game/game-channel');
    void channel.then(({ warmGameChannel }) => warmGameChannel()).catch(() => undefined);
    // A late joiner goes straight to their card: the game is on.
    join.mutate(
      { name: trimmed, teamId },
      {
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
      },
    );
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
  // A name a player of this game has: maybe this guest on a new phone, who may ask the host to continue as them.
  const [claimName, setClaimName] = useState(() => readPendingClaim(game.gameCode)?.name ?? null);
  const nameTaken = join.isError && errorCodeOf(join.error) === 'NAME_TAKEN';
  const heading = (
    <div className="flex flex-col gap-1">
      <EventLook look={game.look} eventTitle={game.eventTitle} className="mb-2" />
      <h2 dir="auto" className="text-xl font-bold [overflow-wrap:anywhere] text-slate-900">
        {game.eventTitle}
      </h2>
      <p className="text-sm text-slate-600">{rich(m.name_intro, { host: <bdi>{game.hostName}</bdi> })}</p>
    </div>
  );
  if (claimName !== null) {
    return (
      <Card className="mx-auto flex w-full max-w-md flex-col gap-5">
        {heading}
        <Suspense fallback={null}>
          <ClaimPlayer game={game} name={claimName} onClose={() => setClaimName(null)} />
        </Suspense>
      </Card>
    );
  }

  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-5">
      {heading}
      {join.isError && <Alert variant="error">{errorMessage(join.error)}</Alert>}
      {nameTaken && (
        <Suspense fallback={null}>
          <ClaimPlayer
            game={game}
            name={trimmed}
            onClose={() => join.reset()}
            onAsked={() => setClaimName(trimmed)}
          />
        </Suspense>
      )}
      {/* data-getting-ready: the prerendered page's script says it, in this language, while a name waits for the app. */}
      <form onSubmit={onSubmit} className="flex flex-col gap-4" data-getting-ready={m.name_getting_ready()}>
        <Input
          label={m.name_label()}
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
        {picksTeam && (
          <Suspense fallback={<TeamPickerLoading />}>
            <TeamPicker
              code={game.gameCode}
              value={teamId}
              onChange={(id) => {
                setTeamId(id);
                if (join.isError) join.reset();
              }}
              refusal={join.error}
            />
          </Suspense>
        )}
        <Button
          type="submit"
          size="lg"
          fullWidth
          disabled={!ready}
          loading={sending}
          aria-describedby={ready ? undefined : 'name-next-needs'}
        >
          {m.name_next()}
        </Button>
        {/* Why Next waits: the name first, then (a team game whose guests pick) the team. */}
        {!ready && (
          <p id="name-next-needs" className="-mt-2 text-center text-sm text-slate-600">
            {trimmed === '' ? m.name_next_needs_name() : m.name_next_needs_team()}
          </p>
        )}
        {/* Says that the name is on its way (the prerendered page's script: "Getting ready…"). */}
        <p role="status" className="sr-only">
          {sending ? m.name_joining() : ''}
        </p>
      </form>
    </Card>
  );
}
