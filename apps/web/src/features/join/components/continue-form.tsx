import type { TErrorCode } from '@picture-bingo/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorCodeOf } from '@/lib/error-text';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
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
    if (!room || !code) return setMissing(m.gallery_continue_missing());
    setMissing(null);
    redeem.mutate(
      { roomCode: room, rejoinCode: code },
      { onSuccess: (membership) => void navigate(gamePaths.room(membership.game.gameCode)) },
    );
  };
  // The form sends both codes, so a refused request (VALIDATION_ERROR) is about the rejoin code: wrong, used or
  // expired (one answer for all, so codes cannot be probed).
  const wrongCode = errorCodeOf(redeem.error) === ('VALIDATION_ERROR' satisfies TErrorCode);
  const error =
    missing ??
    (wrongCode ? m.gallery_continue_wrong_code() : redeem.isError ? errorMessage(redeem.error) : null);

  return (
    <form id={id} onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <Input
        label={m.room_code_label()}
        name="rejoinRoomCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="[&_input]:font-mono [&_input]:tracking-widest"
        value={roomCode}
        onChange={(event) => setRoomCode(toRoomCodeInput(event.target.value))}
      />
      <Input
        label={m.gallery_continue_code()}
        name="rejoinCode"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        helperText={m.gallery_continue_code_help()}
        className="[&_input]:font-mono [&_input]:tracking-widest"
        value={rejoinCode}
        onChange={(event) => setRejoinCode(event.target.value.toUpperCase())}
      />
      {error && <Alert variant="error">{error}</Alert>}
      <Button type="submit" size="lg" fullWidth loading={redeem.isPending}>
        {m.gallery_continue_submit()}
      </Button>
    </form>
  );
}
