import { ROLE_LABELS } from '@picture-bingo/shared';
import type { TReviewerCount } from '@picture-bingo/shared/staff';

/** The queue's depth and each reviewer's approvals and rejections so far. */
export function ReviewerCounts({ depth, counts }: { depth: number; counts: readonly TReviewerCount[] }) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-lg font-semibold text-slate-900" data-testid="queue-depth">
        {depth === 1 ? '1 photo waiting' : `${depth} photos waiting`}
      </p>
      <details className="rounded-xl border border-slate-200 bg-white p-2">
        <summary className="cursor-pointer text-sm font-medium text-slate-800">Decisions per person</summary>
        <table className="mt-2 w-full text-left text-sm text-slate-800">
          <thead>
            <tr>
              <th scope="col">Reviewer</th>
              <th scope="col">Approved</th>
              <th scope="col">Rejected</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((c) => (
              <tr key={c.userId}>
                <td className="[overflow-wrap:anywhere]">
                  {c.email}
                  {c.role ? ` (${ROLE_LABELS[c.role]})` : ''}
                </td>
                <td>{c.approved}</td>
                <td>{c.rejected}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
