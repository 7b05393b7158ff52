import type { TStaff } from '@picture-bingo/shared/staff';
import { Button } from '@/components/ui/button';
import { m } from '@/lib/i18n/messages';
import { ROLE_NAMES } from '../roles';
import { InviteLinkRow } from './invite-link-row';

export interface StaffListProps {
  staff: TStaff;
  /** Where invite links point ({origin}), or null while it is not known yet. */
  origin: string | null;
  /** The invite just made (its QR code opens at once). */
  freshInviteId: string | null;
  busy: boolean;
  onWithdraw: (inviteId: string) => void;
  onRevoke: (userId: string) => void;
}

/** Who helps run the game, and every invite link nobody has used yet, each with its way to end it. */
export function StaffList({ staff, origin, freshInviteId, busy, onWithdraw, onRevoke }: StaffListProps) {
  if (staff.members.length === 0 && staff.invites.length === 0) {
    return <p className="text-sm text-slate-700">{m.room_staff_empty()}</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-slate-200" aria-label={m.room_staff_label()}>
      {staff.members.map((member) => (
        <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="min-w-0 [overflow-wrap:anywhere] text-slate-900">
            {member.name && (
              <>
                <bdi className="font-medium">{member.name}</bdi> ·{' '}
              </>
            )}
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
        <InviteLinkRow
          key={invite.id}
          invite={invite}
          origin={origin}
          fresh={invite.id === freshInviteId}
          busy={busy}
          onWithdraw={onWithdraw}
        />
      ))}
    </ul>
  );
}
