import type { TInviteRole } from '@picture-bingo/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useShareBase } from '@/hooks/use-share-base';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { toast } from '@/lib/toast';
import { createInvite, revokeMember, staffKey, staffQueryOptions, withdrawInvite } from '../api/staff';
import { ROLE_NAMES } from '../roles';
import { StaffList } from './staff-list';

/** What each role may do, as the owner chooses whom to invite. */
const ROLE_HINTS: Record<TInviteRole, () => string> = {
  cohost: m.room_hint_cohost,
  moderator: m.room_hint_moderator,
};

/**
 * The owner's staff, in the control room: make one-use invite links (each listed with Copy and a QR code, so a
 * helper at the venue can scan it, until it is used or withdrawn), and take a co-host's or moderator's role away.
 */
export function StaffPanel({ code }: { code: string }) {
  const queryClient = useQueryClient();
  const staff = useQuery(staffQueryOptions(code));
  const [role, setRole] = useState<TInviteRole>('moderator');
  const [freshId, setFreshId] = useState<string | null>(null);
  const base = useShareBase();
  const roleName = useId();
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffKey(code) });

  const make = useMutation({
    mutationFn: () => createInvite(code, role),
    onSuccess: async (invite) => {
      setFreshId(invite.id);
      await refresh();
    },
  });
  const withdraw = useMutation({
    mutationFn: (id: string) => withdrawInvite(code, id),
    onSuccess: () => {
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
    <Card className="flex flex-col gap-4" data-testid="staff-panel">
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
      <p className="text-sm text-slate-700">{m.room_invite_links_note()}</p>
      {failure && <Alert variant="error">{errorMessage(failure)}</Alert>}
      {staff.isPending && <Spinner label={m.room_loading_staff()} />}
      {staff.error && <Alert variant="error">{errorMessage(staff.error)}</Alert>}
      {staff.data && (
        <StaffList
          staff={staff.data}
          origin={base?.origin ?? null}
          freshInviteId={freshId}
          busy={withdraw.isPending || revoke.isPending}
          onWithdraw={(id) => withdraw.mutate(id)}
          onRevoke={(userId) => revoke.mutate(userId)}
        />
      )}
    </Card>
  );
}
