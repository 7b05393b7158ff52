import { LIMITS, type TGame } from '@picture-bingo/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { gamePaths } from '@/game/paths';
import { getStoredPlayerName, storePlayerName } from '@/lib/storage';
import { useUpdateGame } from '../api/update-game';

const randomPlaceholder = () =>
  m.setup_player_placeholder({ number: 1000 + Math.floor(Math.random() * 9000) });

/** /room/{code}/player-name: the host's own name in the game (required, trimmed). */
export function PlayerNameForm({ game }: { game: TGame }) {
  const navigate = useNavigate();
  const update = useUpdateGame(game.gameCode);
  const [name, setName] = useState(() => game.hostName || getStoredPlayerName() || '');
  const [placeholder] = useState(randomPlaceholder);
  const trimmed = name.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!trimmed) return;
    storePlayerName(trimmed);
    update.mutate(
      { hostName: trimmed },
      { onSuccess: () => void navigate(gamePaths.eventSetup(game.gameCode)) },
    );
  };

  return (
    <Card className="mx-auto flex w-full max-w-md flex-col gap-5">
      <div className="flex flex-col gap-2">
        <p className="text-slate-700">
          {rich(m.setup_room_ready, {
            code: (
              <span className="font-mono font-semibold tracking-widest" dir="ltr">
                {game.gameCode}
              </span>
            ),
          })}
        </p>
        <p id="host-name-help" className="text-slate-800">
          {m.setup_host_name_explain()}
        </p>
      </div>
      {update.isError && <Alert variant="error">{errorMessage(update.error)}</Alert>}
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <Input
          label={m.setup_player_name()}
          name="playerName"
          dir="auto"
          required
          autoFocus
          autoComplete="nickname"
          maxLength={LIMITS.hostName}
          placeholder={placeholder}
          value={name}
          aria-describedby="host-name-help"
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth disabled={!trimmed} loading={update.isPending}>
          {m.setup_next()}
        </Button>
      </form>
    </Card>
  );
}
