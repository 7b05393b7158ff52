import { joinRefusal, type TGameSummary, type TErrorCode } from '@picture-bingo/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { errorCodeOf, errorText } from '@/lib/error-text';
import { errorMessage } from '@/lib/errors';
import { gameSummaryQueryOptions, membershipQueryOptions } from '@/game/player-game';
import { JoinRefusal } from './join-refusal';
import { PlayerJoinForm } from './player-join-form';
import { m } from '@/lib/i18n/messages';

// Closed to newcomers, a game still takes its own players back on a new phone (loaded only then).
const ClaimByName = lazy(async () => ({ default: (await import('./claim-by-name')).ClaimByName }));
const CLOSED_TO_NEWCOMERS = new Set<TErrorCode>(['JOIN_CLOSED', 'GAME_FULL', 'ROOM_LOCKED']);

/** An ended game's notice: with its results when this device played in it. */
function EndedGame({ game }: { game: TGameSummary }) {
  const me = useQuery(membershipQueryOptions(game.gameCode));
  if (me.isPending) return <PageSpinner label={m.loading_game()} />;
  return (
    <JoinRefusal
      code={'GAME_ENDED' satisfies TErrorCode}
      gameCode={game.gameCode}
      member={Boolean(me.data)}
      backToJoin
    />
  );
}

/**
 * /room/{code}/player-name for players: the game's title, then the name form; or, before any name is typed, why
 * this game cannot be joined (not open yet, ended, full, closed to latecomers).
 */
export function PlayerNameScreen({ code }: { code: string }) {
  const summary = useQuery(gameSummaryQueryOptions(code));
  if (summary.data) {
    const refusal = joinRefusal(summary.data);
    if (refusal === ('GAME_ENDED' satisfies TErrorCode)) {
      return (
        <div className="mx-auto w-full max-w-md">
          <EndedGame game={summary.data} />
        </div>
      );
    }
    if (refusal) {
      return (
        <div className="mx-auto w-full max-w-md">
          <JoinRefusal code={refusal} gameCode={summary.data.gameCode} member={false} backToJoin />
          {CLOSED_TO_NEWCOMERS.has(refusal) && (
            <Suspense fallback={null}>
              <ClaimByName game={summary.data} />
            </Suspense>
          )}
        </div>
      );
    }
    return <PlayerJoinForm key={summary.data.gameCode} game={summary.data} />;
  }
  if (summary.isPending) return <PageSpinner label={m.loading_game()} />;
  const status = summary.error instanceof ApiError ? summary.error.status : null;
  if (status === 409) {
    return (
      <div className="mx-auto w-full max-w-md">
        <JoinRefusal
          code={errorCodeOf(summary.error)}
          message={errorMessage(summary.error)}
          gameCode={code}
          member={false}
          backToJoin
        />
      </div>
    );
  }
  const notFound = status === 404;
  return (
    <div className="mx-auto flex w-full max-w-md flex-col items-start gap-4">
      <Alert variant="error">
        {/* A 404's answer loaded the refusal words (the API client): the code's words in the shown language. */}
        {notFound ? errorText('INVALID_ROOM_CODE' satisfies TErrorCode) : errorMessage(summary.error)}
      </Alert>
      {notFound ? (
        <Link to="/join" className={buttonClasses({ variant: 'outlined' })}>
          {m.back_to_join()}
        </Link>
      ) : (
        <Button variant="outlined" onClick={() => void summary.refetch()} loading={summary.isFetching}>
          {m.try_again()}
        </Button>
      )}
    </div>
  );
}
