import type { TInviteRole } from '@picture-bingo/shared';
import type { TStaff } from '@picture-bingo/shared/staff';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { m } from '@/lib/i18n/messages';
import { ROLE_NAMES } from '../roles';

/** An open invite link, by the role it grants. */
const OPEN_LINK: Record<TInviteRole, (inputs: { date: string }) => string> = {
  cohost: m.room_open_link_cohost,
  moderator: m.room_open_link_moderator,
};

/** Withdraw's accessible name, by the link's role. */
const WITHDRAW_LINK: Record<TInviteRole, () => string> = {
  cohost: m.room_withdraw_cohost,
  moderator: m.room_withdraw_moderator,
};

export interface StaffListProps {
  staff: TStaff;
  busy: boolean;
  onWithdraw: (inviteId: string) => void;
  onRevoke: (userId: string) => void;
}

/** Who helps run the game, and the invite links nobody has used yet, each with its way to end it. */
export function StaffList({ staff, busy, onWithdraw, onRevoke }: StaffListProps) {
  if (staff.members.length === 0 && staff.invites.length === 0) {
    return <p className="text-sm text-slate-700">{m.room_staff_empty()}</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-200" aria-label={m.room_staff_label()}>
      {staff.members.map((member) => (
        <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="min-w-0 [overflow-wrap:anywhere] text-slate-900">
            <bdi>{member.email}</bdi> · <span className="font-semibold">{ROLE_NAMES[member.role]()}</span>
          </span>
          <Button
            size="sm"
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => onRevoke(member.userId)}
            aria-label={m.room_revoke_aria({ email: member.email })}
          >
            {m.room_revoke()}
          </Button>
        </li>
      ))}
      {staff.invites.map((invite) => (
        <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="text-slate-800">
            {OPEN_LINK[invite.role]({ date: formatDateTime(invite.expiresAt) })}
          </span>
          <Button
            size="sm"
            variant="outlined"
            disabled={busy}
            onClick={() => onWithdraw(invite.id)}
            aria-label={WITHDRAW_LINK[invite.role]()}
          >
            {m.room_withdraw()}
          </Button>
        </li>
      ))}
    </ul>
  );
}
