import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { useRedeemRejoinCode } from '../api/rejoin';
import { toRoomCodeInput } from '../utils/room-code';

/** The room code and the rejoin code the host read out; on success, the player's own card on this phone. */
export function ContinueForm({ id }: { id: string }) {
  const [roomCode, setRoomCode] = useState('');
  const [rejoinCode, setRejoinCode] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const redeem = useRedeemRejoinCode();
  const navigate = useNavigate();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const room = roomCode.trim();
    const code = rejoinCode.trim();
    if (!room || !code) return setMissing('Enter the room code and the rejoin code from the host.');
    setMissing(null);
    redeem.mutate(
      { roomCode: room, rejoinCode: code },
      { onSuccess: (membership) => void navigate(gamePaths.room(membership.game.gameCode)) },
    );
  };
  const error = missing ?? (redeem.isError ? errorMessage(redeem.error) : null);

  return (
    <form id={id} onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <Input
        label="Room Code"
        name="rejoinRoomCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:tracking-widest"
        value={roomCode}
        onChange={(event) => setRoomCode(toRoomCodeInput(event.target.value))}
      />
      <Input
        label="Rejoin Code"
        name="rejoinCode"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        helperText="Six characters, from the host"
        className="[&_input]:font-mono [&_input]:tracking-widest"
        value={rejoinCode}
        onChange={(event) => setRejoinCode(event.target.value.toUpperCase())}
      />
      {error && <Alert variant="error">{error}</Alert>}
      <Button type="submit" size="lg" fullWidth loading={redeem.isPending}>
        Continue
      </Button>
    </form>
  );
}
