import type { TUser } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { clientConfigQueryOptions } from '@/lib/client-config';
import { m } from '@/lib/i18n/messages';
import { clearSession } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { deleteAccountRequest } from '../api/delete-account';
import { useAuth } from '../hooks/use-auth';
import { authErrorText, GoogleLoginError } from '../utils/auth-errors';
import { requestGoogleAccessToken } from '../utils/google-identity';
import { GoogleSignInButton } from './google-sign-in-button';

/**
 * /profile's "Delete account": a dialog that asks again, with the password or (for an account without one) a
 * fresh Google sign-in. Games and photos go; payments are kept as anonymous records; every session ends.
 */
export function DeleteAccount({ user }: { user: TUser }) {
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const remove = useMutation({
    mutationFn: async (confirm: { password: string } | { google: true }) => {
      if ('google' in confirm) {
        const { googleClientId } = await queryClient.fetchQuery(clientConfigQueryOptions);
        if (!googleClientId) throw new GoogleLoginError();
        await deleteAccountRequest({ googleToken: await requestGoogleAccessToken(googleClientId) });
      } else {
        await deleteAccountRequest({ password: confirm.password });
      }
    },
    onSuccess: async () => {
      toast.success(m.account_deleted());
      // Every session of the account ended on the server. With the tokens forgotten first, logout only signs
      // this device out (it has nothing left to tell the server) and goes to the sign-in page.
      clearSession();
      await logout();
    },
  });
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    setPassword('');
    setOpen(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({ password });
  };

  return (
    <section
      aria-labelledby="delete-account-heading"
      className="flex flex-col gap-2 border-t border-slate-100 pt-6"
    >
      <h3 id="delete-account-heading" className="font-semibold text-slate-900">
        {m.account_delete()}
      </h3>
      <p className="text-sm text-slate-700">
        {m.account_delete_text()}{' '}
        <a href="/privacy" className="font-medium text-violet-700 underline">
          {m.page_privacy()}
        </a>
      </p>
      <div>
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          {m.account_delete()}
        </Button>
      </div>
      <Modal open={open} title={m.account_delete_title()} onClose={remove.isPending ? undefined : close}>
        <p className="text-sm text-slate-700">{m.account_delete_warning()}</p>
        {remove.isError && <Alert variant="error">{authErrorText(remove.error)}</Alert>}
        {user.hasPassword ? (
          <form className="flex w-full flex-col gap-4 text-start" onSubmit={submit}>
            <Input
              label={m.account_password()}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              helperText={m.account_delete_password_help()}
            />
            <div className="flex w-full gap-3">
              <Button
                type="button"
                variant="outlined"
                color="default"
                fullWidth
                onClick={close}
                disabled={remove.isPending}
              >
                {m.account_cancel()}
              </Button>
              <Button
                type="submit"
                color="error"
                fullWidth
                loading={remove.isPending}
                disabled={password === ''}
              >
                {m.account_delete()}
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex w-full flex-col gap-3">
            <p className="text-sm text-slate-700">{m.account_delete_google_again()}</p>
            <GoogleSignInButton
              label={m.account_google_confirm()}
              onClick={() => remove.mutate({ google: true })}
              pending={remove.isPending}
            />
            <Button variant="outlined" color="default" fullWidth onClick={close} disabled={remove.isPending}>
              {m.account_cancel()}
            </Button>
          </div>
        )}
      </Modal>
    </section>
  );
}
