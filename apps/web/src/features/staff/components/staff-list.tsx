import { ROLE_LABELS } from '@picture-bingo/shared';
import type { TStaff } from '@picture-bingo/shared/staff';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

export interface StaffListProps {
  staff: TStaff;
  busy: boolean;
  onWithdraw: (inviteId: string) => void;
  onRevoke: (userId: string) => void;
}

/** Who helps run the game, and the invite links nobody has used yet, each with its way to end it. */
export function StaffList({ staff, busy, onWithdraw, onRevoke }: StaffListProps) {
  if (staff.members.length === 0 && staff.invites.length === 0) {
    return <p className="text-sm text-slate-700">Nobody else helps run this game yet.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-200" aria-label="Staff">
      {staff.members.map((member) => (
        <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="min-w-0 [overflow-wrap:anywhere] text-slate-900">
            {member.email} · <span className="font-semibold">{ROLE_LABELS[member.role]}</span>
          </span>
          <Button
            size="sm"
            variant="outlined"
            color="error"
            disabled={busy}
            onClick={() => onRevoke(member.userId)}
            aria-label={`Remove ${member.email}'s role`}
          >
            Revoke
          </Button>
        </li>
      ))}
      {staff.invites.map((invite) => (
        <li key={invite.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="text-slate-800">
            Open link for a {ROLE_LABELS[invite.role].toLowerCase()}, until {formatDateTime(invite.expiresAt)}
          </span>
          <Button
            size="sm"
            variant="outlined"
            disabled={busy}
            onClick={() => onWithdraw(invite.id)}
            aria-label={`Withdraw the ${ROLE_LABELS[invite.role].toLowerCase()} link`}
          >
            Withdraw
          </Button>
        </li>
      ))}
    </ul>
  );
}
