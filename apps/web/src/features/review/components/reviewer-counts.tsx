import type { TGameRole } from '@picture-bingo/shared';
import type { TReviewerCount } from '@picture-bingo/shared/staff';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';

/** Each role's name, in the shown language. */
const ROLE_TEXTS: Record<TGameRole, () => string> = {
  owner: m.review_role_owner,
  cohost: m.review_role_cohost,
  moderator: m.review_role_moderator,
};

/** The queue's depth and each reviewer's approvals and rejections so far. */
export function ReviewerCounts({ depth, counts }: { depth: number; counts: readonly TReviewerCount[] }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-lg font-semibold text-slate-900" data-testid="queue-depth">
        {m.review_waiting_count({ count: depth, shown: formatCount(depth) })}
      </p>
      <details className="rounded-xl border border-slate-200 bg-white p-2">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">
          {m.review_decisions_per_person()}
        </summary>
        <table className="mt-2 w-full text-start text-sm text-slate-800">
          <thead>
            <tr>
              <th scope="col">{m.review_reviewer()}</th>
              <th scope="col">{m.review_approved()}</th>
              <th scope="col">{m.review_rejected()}</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((c) => (
              <tr key={c.userId}>
                <td className="[overflow-wrap:anywhere]">
                  {c.role ? (
                    rich(m.review_with_role, { email: <bdi>{c.email}</bdi>, role: ROLE_TEXTS[c.role]() })
                  ) : (
                    <bdi>{c.email}</bdi>
                  )}
                </td>
                <td>{formatCount(c.approved)}</td>
                <td>{formatCount(c.rejected)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
