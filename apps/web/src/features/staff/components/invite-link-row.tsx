import { QR_SIZE_PX } from '@picture-bingo/shared';
import type { TInviteRole } from '@picture-bingo/shared';
import type { TInvite } from '@picture-bingo/shared/staff';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Spinner } from '@/components/ui/spinner';
import { useQrCode } from '@/hooks/use-qr-code';
import { formatDateTime } from '@/lib/format';
import { m } from '@/lib/i18n/messages';
import { toast } from '@/lib/toast';
import { invitePath } from '../api/staff';

/** An open invite link, by the role it grants. */
const OPEN_LINK: Record<TInviteRole, (inputs: { date: string }) => string> = {
  cohost: m.room_open_link_cohost,
  moderator: m.room_open_link_moderator,
};

/** Each button's accessible name, by the link's role (several links are listed at once). */
const NAMES: Record<TInviteRole, { copy: () => string; qr: () => string; withdraw: () => string }> = {
  cohost: { copy: m.room_copy_cohost, qr: m.room_qr_cohost, withdraw: m.room_withdraw_cohost },
  moderator: { copy: m.room_copy_moderator, qr: m.room_qr_moderator, withdraw: m.room_withdraw_moderator },
};

export interface InviteLinkRowProps {
  invite: TInvite;
  /** Where links point ({origin}), or null while it is not known yet. */
  origin: string | null;
  /** The link was just made: its QR code is open, ready to scan. */
  fresh: boolean;
  busy: boolean;
  onWithdraw: (inviteId: string) => void;
}

/** One open invite link: its text with Copy, its QR code on demand, and Withdraw, until it is used. */
export function InviteLinkRow({ invite, origin, fresh, busy, onWithdraw }: InviteLinkRowProps) {
  const [qrOpen, setQrOpen] = useState(fresh);
  const qrId = useId();
  const url = invite.token && origin ? `${origin}${invitePath(invite.token)}` : null;
  const qr = useQrCode(url ?? '', url !== null && qrOpen);
  const names = NAMES[invite.role];
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="invite-row" data-role={invite.role}>
      <span className="text-slate-800">
        {OPEN_LINK[invite.role]({ date: formatDateTime(invite.expiresAt) })}
      </span>
      {url && (
        <code dir="ltr" className="text-sm break-all text-slate-900" data-testid="invite-link">
          {url}
        </code>
      )}
      {invite.token === null && <p className="text-sm text-slate-700">{m.room_invite_link_unavailable()}</p>}
      <div className="flex flex-wrap items-center gap-2">
        {url && (
          <>
            <CopyButton
              text={url}
              label={names.copy()}
              onCopied={(ok) => (ok ? toast.success(m.room_invite_copied()) : undefined)}
            />
            <Button
              size="sm"
              variant="outlined"
              aria-expanded={qrOpen}
              aria-controls={qrId}
              aria-label={names.qr()}
              onClick={() => setQrOpen((open) => !open)}
            >
              {m.room_invite_qr()}
            </Button>
          </>
        )}
        <Button
          size="sm"
          variant="outlined"
          className="ms-auto"
          disabled={busy}
          onClick={() => onWithdraw(invite.id)}
          aria-label={names.withdraw()}
        >
          {m.room_withdraw()}
        </Button>
      </div>
      {url && (
        <div id={qrId} hidden={!qrOpen}>
          {qr.data && (
            <img
              src={qr.data}
              width={QR_SIZE_PX}
              height={QR_SIZE_PX}
              alt={m.room_invite_qr_alt()}
              className="rounded-xl border border-slate-200 bg-white"
            />
          )}
          {qrOpen && qr.isPending && <Spinner label={m.room_drawing_qr()} />}
        </div>
      )}
    </li>
  );
}
