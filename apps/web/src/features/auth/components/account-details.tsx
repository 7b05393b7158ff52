import type { TUser } from '@picture-bingo/shared';

function signInMethod(user: TUser): string {
  if (user.hasPassword && user.hasGoogle) return 'Password and Google';
  if (user.hasGoogle) return 'Google';
  return 'Password';
}

function memberSince(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime())
    ? createdAt
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(date);
}

/** The account facts on /profile. */
export function AccountDetails({ user }: { user: TUser }) {
  const rows: Array<[string, string]> = [
    ['Email', user.email],
    ['Sign-in method', signInMethod(user)],
    ['Member since', memberSince(user.createdAt)],
  ];
  return (
    <dl className="divide-y divide-slate-100">
      {rows.map(([term, detail]) => (
        <div key={term} className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:gap-4">
          <dt className="text-sm font-medium text-slate-600 sm:w-40 sm:shrink-0">{term}</dt>
          <dd className="break-all text-slate-900">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
