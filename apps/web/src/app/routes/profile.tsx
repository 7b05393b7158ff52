import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { AccountDetails } from '@/features/auth/components/account-details';
import { AccountLanguage } from '@/features/auth/components/account-language';
import { DeleteAccount } from '@/features/auth/components/delete-account';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { PrepaidGames } from '@/features/payment/components/prepaid-games';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';

/** /profile: the signed-in account, fresh from the server (the stored copy shows until it arrives). */
export default function ProfileRoute() {
  const { user: storedUser } = useAuth();
  const current = useCurrentUser();
  const logout = useLogout();
  const user = current.data ?? storedUser;
  if (!user) return null;

  return (
    <Card className="flex max-w-xl flex-col gap-6">
      <h2 className="text-lg font-semibold text-slate-900">{m.account_heading()}</h2>
      {current.isError && <Alert variant="warning">{errorMessage(current.error)}</Alert>}
      <AccountDetails user={user} />
      <AccountLanguage user={user} />
      <PrepaidGames />
      <div>
        <Button variant="outlined" color="error" onClick={() => logout.mutate()} loading={logout.isPending}>
          {m.nav_logout()}
        </Button>
      </div>
      <DeleteAccount user={user} />
    </Card>
  );
}
