import type { TResultsSharing } from '@picture-bingo/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { errorMessage } from '@/lib/errors';
import { resultsKeys } from '@/game/game-results';
import { setResultsSharing, sharedResultsUrl } from '@/game/results-page';
import { toast } from '@/lib/toast';
import { useShareBase } from '@/hooks/use-share-base';
import { m } from '@/lib/i18n/messages';
import { ShareLinkWarning } from './share-link-warning';

/**
 * The host's switch: anyone with the link may see the results (winner, leaderboard, approved photos). Off by
 * default; the link stays the same when sharing is turned off and on again.
 */
export function ResultsSharing({ code, sharing }: { code: string; sharing: TResultsSharing }) {
  const queryClient = useQueryClient();
  const switchId = useId();
  const mutation = useMutation({
    mutationFn: (shared: boolean) => setResultsSharing(code, shared),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: resultsKeys.all(code) }),
    onError: (error) => toast.error(errorMessage(error)),
  });
  const shared = mutation.isPending ? (mutation.variables ?? sharing.shared) : sharing.shared;
  const token = mutation.data?.shareToken ?? sharing.shareToken;
  const base = useShareBase();
  const url = token && base ? sharedResultsUrl(base.origin, token) : null;

  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={switchId} className="font-semibold text-slate-900">
          {m.game_share_results()}
        </label>
        <button
          id={switchId}
          type="button"
          role="switch"
          aria-checked={shared}
          disabled={mutation.isPending}
          onClick={() => mutation.mutate(!shared)}
          className={
            'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:opacity-60 ' +
            (shared ? 'bg-violet-700' : 'bg-slate-400')
          }
        >
          <span
            className={
              'inline-block size-6 rounded-full bg-white shadow transition ' +
              (shared ? 'translate-x-7 rtl:-translate-x-7' : 'translate-x-1 rtl:-translate-x-1')
            }
          />
        </button>
      </div>
      <p className="text-sm text-slate-600">{shared ? m.game_share_on() : m.game_share_off()}</p>
      {shared && url && (
        <div className="flex items-center gap-1 rounded-xl bg-slate-100 py-1 ps-3 pe-1">
          <span className="min-w-0 flex-1 truncate font-mono text-sm text-slate-900" data-testid="share-link">
            {url}
          </span>
          <CopyButton
            text={url}
            label={m.game_copy_results_link()}
            onCopied={(ok) =>
              ok ? toast.success(m.game_link_copied()) : toast.error(m.game_copy_failed({ url }))
            }
          />
        </div>
      )}
      {shared && url && <ShareLinkWarning problem={base?.problem ?? null} />}
    </div>
  );
}
