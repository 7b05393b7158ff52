import { QR_SIZE_PX } from '@picture-bingo/shared';
import type { TInviteRole } from '@picture-bingo/shared';
import type { TCreatedInvite } from '@picture-bingo/shared/staff';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { Spinner } from '@/components/ui/spinner';
import { useQrCode } from '@/hooks/use-qr-code';
import { useShareBase } from '@/hooks/use-share-base';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { toast } from '@/lib/toast';
import {
  createInvite,
  invitePath,
  revokeMember,
  staffKey,
  staffQueryOptions,
  withdrawInvite,
} from '../api/staff';
import { ROLE_NAMES } from '../roles';
import { StaffList } from './staff-list';

/** What each role may do, as the owner chooses whom to invite. */
const ROLE_HINTS: Record<TInviteRole, () => string> = {
  cohost: m.room_hint_cohost,
  moderator: m.room_hint_moderator,
};

/** The link just made, by the role it grants. */
const INVITE_MADE: Record<TInviteRole, (inputs: { date: string }) => string> = {
  cohost: m.room_invite_made_cohost,
  moderator: m.room_invite_made_moderator,
};

/**
 * The owner's staff on the room page: make a one-use invite link (shown as text and a QR code, so a helper at the
 * venue can scan it), withdraw open links, and take a co-host's or moderator's role away.
 */
export function StaffPanel({ code }: { code: string }) {
  const queryClient = useQueryClient();
  const staff = useQuery(staffQueryOptions(code));
  const [role, setRole] = useState<TInviteRole>('moderator');
  const [made, setMade] = useState<TCreatedInvite | null>(null);
  const base = useShareBase();
  const url = made && base ? `${base.origin}${invitePath(made.token)}` : null;
  const qr = useQrCode(url ?? '', url !== null);
  const roleName = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKey(code) });

  const make = useMutation({
    mutationFn: () => createInvite(code, role),
    onSuccess: (invite) => {
      setMade(invite);
      void refresh();
    },
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => withdrawInvite(code, id),
    onSuccess: (_done, id) => {
      if (made?.id === id) setMade(null);
      toast.success(m.room_invite_withdrawn());
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (userId: string) => revokeMember(code, userId),
    onSuccess: () => {
      toast.success(m.room_role_removed());
      void refresh();
    },
  });
  const failure = make.error ?? withdraw.error ?? revoke.error;

  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-lg font-bold text-slate-900">{m.room_staff_title()}</h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">{m.room_invite_as()}</legend>
        {(['moderator', 'cohost'] as const).map((option) => (
          <label key={option} className="flex items-start gap-2 text-slate-800">
            <input
              type="radio"
              name={roleName}
              value={option}
              checked={role === option}
              onChange={() => setRole(option)}
              className="mt-1 size-4"
            />
            <span>
              {rich(m.room_role_option, {
                role: <span className="font-semibold">{ROLE_NAMES[option]()}</span>,
                hint: ROLE_HINTS[option](),
              })}
            </span>
          </label>
        ))}
      </fieldset>
      <Button className="self-start" onClick={() => make.mutate()} loading={make.isPending}>
        {m.room_create_invite()}
      </Button>
      {made && url && (
        <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3">
          <p className="text-sm text-slate-800">
            {INVITE_MADE[made.role]({ date: formatDateTime(made.expiresAt) })}
          </p>
          <div className="flex items-center gap-2">
            <code
              dir="ltr"
              className="min-w-0 flex-1 text-sm break-all text-slate-900"
              data-testid="invite-link"
            >
              {url}
            </code>
            <CopyButton
              text={url}
              label={m.room_copy_invite()}
              onCopied={(ok) => (ok ? toast.success(m.room_invite_copied()) : undefined)}
            />
          </div>
          {qr.data && (
            <img
              src={qr.data}
              width={QR_SIZE_PX}
              height={QR_SIZE_PX}
              alt={m.room_invite_qr_alt()}
              className="rounded-xl border border-slate-200 bg-white"
            />
          )}
          {qr.isPending && <Spinner label={m.room_drawing_qr()} />}
        </div>
      )}
      {failure && <Alert variant="error">{errorMessage(failure)}</Alert>}
      {staff.isPending && <Spinner label={m.room_loading_staff()} />}
      {staff.error && <Alert variant="error">{errorMessage(staff.error)}</Alert>}
      {staff.data && (
        <StaffList
          staff={staff.data}
          busy={withdraw.isPending || revoke.isPending}
          onWithdraw={(id) => withdraw.mutate(id)}
          onRevoke={(userId) => revoke.mutate(userId)}
        />
      )}
    </Card>
  );
}
