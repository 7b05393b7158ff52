import type { TUser } from '@picture-bingo/shared';
import { currentLocale, m } from '@/lib/i18n/messages';

function signInMethod(user: TUser): string {
  if (user.hasPassword && user.hasGoogle) return m.account_method_password_google();
  // A product name: the same in every language.
  if (user.hasGoogle) return 'Google';
  return m.account_password();
}

function memberSince(createdAt: string): string {
  const date = new Date(createdAt);
  const locale = currentLocale();
  // English keeps the browser's regional format (en-GB's day before month), as lib/format.ts does.
  return Number.isNaN(date.getTime())
    ? createdAt
    : new Intl.DateTimeFormat(locale === 'en' ? undefined : locale, { dateStyle: 'long' }).format(date);
}

/** The account facts on /profile. */
export function AccountDetails({ user }: { user: TUser }) {
  const rows: Array<[string, string]> = [
    [m.account_email(), user.email],
    [m.account_sign_in_method(), signInMethod(user)],
    [m.account_member_since(), memberSince(user.createdAt)],
  ];
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map(([term, detail]) => (
        <div key={term} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:gap-4">
          <dt className="text-sm font-medium text-slate-600 sm:w-40 sm:shrink-0">{term}</dt>
          <dd className="break-all text-slate-900" dir="auto">
            {detail}
          </dd>
        </div>
      ))}
    </dl>
  );
}
