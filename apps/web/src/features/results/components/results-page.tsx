import type { TResults } from '@picture-bingo/shared';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import type { GameRole } from '@/game/game-channel';
import { resultsQueryOptions, sharedResultsQueryOptions } from '@/game/results-page';
import { m } from '@/lib/i18n/messages';
import { ResultsView } from './results-view';

function Failure({ query }: { query: UseQueryResult<TResults> }) {
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert variant="error">{missing ? m.results_not_shared() : errorMessage(query.error)}</Alert>
      {!missing && (
        <Button variant="outlined" onClick={() => void query.refetch()} loading={query.isFetching}>
          {m.try_again()}
        </Button>
      )}
    </div>
  );
}

/**
 * /results/{code}: the game's host and players. `canShare`: the viewer owns the game (viewerCan 'own') and may
 * share the results by link.
 */
export function GameResultsPage({
  code,
  role,
  canShare = false,
}: {
  code: string;
  role: GameRole;
  canShare?: boolean;
}) {
  const query = useQuery(resultsQueryOptions(code, role));
  if (query.isPending) return <Spinner label={m.results_loading()} showLabel className="py-16" />;
  if (!query.data) return <Failure query={query} />;
  return <ResultsView results={query.data} code={code} albumSource={{ code, role }} canShare={canShare} />;
}

/** /results/shared/{token}: anyone with the link, while the host shares the results. */
export function SharedResultsPage({ token }: { token: string }) {
  const query = useQuery(sharedResultsQueryOptions(token));
  if (query.isPending) return <Spinner label={m.results_loading()} showLabel className="py-16" />;
  if (!query.data) return <Failure query={query} />;
  return <ResultsView results={query.data} code={null} albumSource={{ shareToken: token }} />;
}
