import { REJOIN_CODE_TTL_MINUTES, type TQueuePlayer, type TRejoinCode } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/errors';
import { currentLocale, m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';

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

/** A time of day in the shown language (English keeps the browser's own regional clock, as lib/format does). */
const clock = (iso: string) => {
  const locale = currentLocale();
  return new Intl.DateTimeFormat(locale === 'en' ? undefined : locale, {
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
};

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
    <Modal open={player !== null} title={player ? m.room_move_title({ name: player.name }) : ''}>
      {code ? (
        <>
          <p className="text-sm text-slate-700">{m.room_move_read_out()}</p>
          <p
            className="font-mono text-4xl font-bold tracking-[0.3em] text-slate-900"
            data-testid="rejoin-code"
          >
            {code.code}
          </p>
          <p className="text-sm text-slate-700">
            {rich(m.room_move_steps, {
              button: <strong>{m.continue_open()}</strong>,
              room: <span className="font-mono font-semibold">{roomCode}</span>,
              time: <time dateTime={code.expiresAt}>{clock(code.expiresAt)}</time>,
            })}
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-700">
          {m.room_move_intro({ count: REJOIN_CODE_TTL_MINUTES, shown: formatCount(REJOIN_CODE_TTL_MINUTES) })}
        </p>
      )}
      {error ? <Alert variant="error">{errorMessage(error)}</Alert> : null}
      <div className="flex w-full gap-3">
        <Button variant="outlined" color="default" fullWidth onClick={onClose} disabled={pending}>
          {code ? m.room_done() : m.room_cancel()}
        </Button>
        <Button fullWidth onClick={onIssue} loading={pending}>
          {code ? m.room_new_code() : m.room_get_rejoin_code()}
        </Button>
      </div>
    </Modal>
  );
}
