import { REJOIN_CODE_TTL_MINUTES, type TQueuePlayer, type TRejoinCode } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/errors';

export interface MoveDeviceDialogProps {
  /** The player to move; null when closed. */
  player: TQueuePlayer | null;
  roomCode: string;
  /** The code issued for this player, once asked for. */
  issued: TRejoinCode | null;
  pending: boolean;
  error: unknown;
  onIssue: () => void;
  onClose: () => void;
}

const clock = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * Moves a player whose phone died to another device: the host asks for a one-time rejoin code and reads it out;
 * on the new phone the player picks "Continue on this phone" on the join screen and types it.
 */
export function MoveDeviceDialog({
  player,
  roomCode,
  issued,
  pending,
  error,
  onIssue,
  onClose,
}: MoveDeviceDialogProps) {
  const code = issued && issued.playerId === player?.id ? issued : null;
  return (
    <Modal open={player !== null} title={`Move ${player?.name ?? 'player'} to a new device`}>
      {code ? (
        <>
          <p className="text-sm text-slate-700">Read this rejoin code out to them:</p>
          <p
            className="font-mono text-4xl font-bold tracking-[0.3em] text-slate-900"
            data-testid="rejoin-code"
          >
            {code.code}
          </p>
          <p className="text-sm text-slate-700">
            On the new phone: open the join page, tap <strong>Continue on this phone</strong>, then enter room
            code <span className="font-mono font-semibold">{roomCode}</span> and this code. It works once,
            until <time dateTime={code.expiresAt}>{clock(code.expiresAt)}</time>. Their card and photos move
            with them, and the old device is signed out.
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-700">
          For a player whose phone died or who switched phones. You get a one-time code to read out, valid for{' '}
          {REJOIN_CODE_TTL_MINUTES} minutes. Their card, photos and standing move to the new device, and the
          old one is signed out.
        </p>
      )}
      {error ? <Alert variant="error">{errorMessage(error)}</Alert> : null}
      <div className="flex w-full gap-3">
        <Button variant="outlined" color="default" fullWidth onClick={onClose} disabled={pending}>
          {code ? 'Done' : 'Cancel'}
        </Button>
        <Button fullWidth onClick={onIssue} loading={pending}>
          {code ? 'New code' : 'Get rejoin code'}
        </Button>
      </div>
    </Modal>
  );
}
