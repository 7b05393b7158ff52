import { BIG_SCREEN_ABILITY } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { viewerCan } from '@/game/abilities';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { gamePaths } from '@/game/paths';
import { cn } from '@/lib/cn';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { useHostGame } from '@/game/host-game';
import { BigScreenView } from './big-screen-view';
import { ScreenShell } from './screen-shell';

/**
 * /room/{code}/screen: the host's game on a projector, or why it cannot be shown. Only the roles that run the game
 * open it (the server refuses the screen's channel to the others); a moderator is sent on to the review queue.
 */
export function BigScreen({ code }: { code: string }) {
  const query = useHostGame(code);
  if (query.data && !viewerCan(query.data, BIG_SCREEN_ABILITY)) {
    return (
      <ScreenShell title={m.screen_title()}>
        <div className="flex flex-col items-start gap-6">
          <Alert variant="info" className="max-w-4xl text-3xl!">
            {m.screen_staff_only()}
          </Alert>
          <Link
            to={gamePaths.reviewQueue(query.data.gameCode)}
            className={cn(buttonClasses({ size: 'lg' }), 'text-2xl!')}
          >
            {m.game_photo_review()}
          </Link>
        </div>
      </ScreenShell>
    );
  }
  if (query.data) return <BigScreenView key={query.data.gameCode} game={query.data} />;
  return (
    <ScreenShell title={m.screen_title()}>
      {query.isPending ? (
        <p role="status" className="text-4xl text-slate-200">
          {m.screen_loading_game()}
        </p>
      ) : query.error instanceof ApiError && query.error.status === 404 ? (
        <Alert variant="warning" title={m.screen_not_found_title()} className="max-w-4xl text-4xl!">
          {m.screen_not_found({ code })}
        </Alert>
      ) : (
        <div className="flex flex-col items-start gap-4">
          <Alert variant="error" className="max-w-4xl text-4xl!">
            {errorMessage(query.error)}
          </Alert>
          <Button
            variant="soft"
            className="px-8! py-4! text-4xl!"
            onClick={() => void query.refetch()}
            loading={query.isFetching}
          >
            {m.try_again()}
          </Button>
        </div>
      )}
    </ScreenShell>
  );
}
