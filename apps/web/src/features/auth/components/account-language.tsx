import type { TUser } from '@picture-bingo/shared';
import { Alert } from '@/components/ui/alert';
import { LanguageSelect } from '@/components/ui/language-select';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { useUpdateAccount } from '../api/update-account';

/** The account's language on /profile: the language of its mails (password reset, address verification). */
export function AccountLanguage({ user }: { user: TUser }) {
  const update = useUpdateAccount();
  const value = update.isPending ? (update.variables.language ?? null) : (user.language ?? null);
  return (
    <div className="flex flex-col gap-2">
      <LanguageSelect
        label={m.account_language_label()}
        name="language"
        value={value}
        unsetLabel={m.account_language_unset()}
        onChange={(language) => update.mutate({ language })}
        disabled={update.isPending}
        helperText={m.account_language_help()}
        className="sm:max-w-xs"
      />
      <p role="status" className="text-sm text-slate-600">
        {update.isSuccess ? m.account_saved() : ''}
      </p>
      {update.isError && <Alert variant="error">{errorMessage(update.error)}</Alert>}
    </div>
  );
}
