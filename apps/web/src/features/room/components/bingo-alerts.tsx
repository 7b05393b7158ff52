import { isSettled, gameStage } from '@picture-bingo/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { useGameChannel, type TBingoCalled } from '@/game/game-channel';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';

/** The query that opens Progress with this player selected and the Choose Winner confirmation open. */
export const CONFIRM_WINNER_PARAM = 'winner';

/** What the host reads about the photos of a card that called BINGO! (null when photos are not reviewed). */
export function pendingPhotosText(pendingPhotos: number, photoReview: boolean): string | null {
  if (pendingPhotos > 0)
    return m.room_photos_waiting({ count: pendingPhotos, shown: formatCount(pendingPhotos) });
  return photoReview ? m.room_all_reviewed() : null;
}

/**
 * One game's BINGO! calls on the host's screen, wherever the host is in the app: who called it (the first to
 * complete said so), whether their card still has photos waiting for review, and Review card / Confirm winner.
 * The calls clear once the winner is chosen or the game is settled.
 */
export function BingoAlerts({ code }: { code: string }) {
  const [calls, setCalls] = useState<TBingoCalled[]>([]);
  const live = useGameChannel(code, 'host', {
    onBingoCalled: (call) => setCalls((all) => [...all.filter((c) => c.playerId !== call.playerId), call]),
    onWinner: () => setCalls([]),
    onGameUpdated: (game) => {
      if (isSettled(gameStage(game))) setCalls([]);
    },
  });
  if (calls.length === 0) return null;
  const photoReview = live.game?.photoReview ?? false;
  const dismiss = (playerId: string) => setCalls((all) => all.filter((c) => c.playerId !== playerId));

  return (
    <ul className="flex flex-col gap-3">
      {calls.map((call) => {
        const pending = pendingPhotosText(call.pendingPhotos, photoReview);
        const reviewTo =
          call.pendingPhotos > 0
            ? gamePaths.review(code)
            : `${gamePaths.gallery(code)}#player-${call.playerId}`;
        return (
          <li key={call.playerId}>
            <div
              role="alert"
              className="flex flex-col gap-3 rounded-2xl border-2 border-violet-700 bg-white p-4 shadow-xl"
            >
              <div className="flex flex-col gap-1">
                <p className="text-2xl font-extrabold text-violet-800">{m.board_bingo()}</p>
                <p className="font-semibold [overflow-wrap:anywhere] text-slate-900">
                  {rich(m.room_bingo_called, { name: <bdi>{call.playerName}</bdi> })}{' '}
                  <span className="font-normal text-slate-700">
                    {call.first ? m.room_bingo_first() : m.room_bingo_not_first()}
                  </span>
                </p>
                {live.game && (
                  <p className="text-sm [overflow-wrap:anywhere] text-slate-700">{live.game.eventTitle}</p>
                )}
                {pending && (
                  <p
                    className={
                      call.pendingPhotos > 0
                        ? 'text-sm font-semibold text-amber-900'
                        : 'text-sm text-slate-700'
                    }
                  >
                    {pending}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to={reviewTo} className={buttonClasses({ variant: 'outlined' })}>
                  {m.room_review_card()}
                </Link>
                <Link
                  to={`${gamePaths.progress(code)}?${CONFIRM_WINNER_PARAM}=${encodeURIComponent(call.playerId)}`}
                  className={buttonClasses({ color: 'success' })}
                >
                  {m.room_confirm_winner()}
                </Link>
                <Button variant="ghost" color="default" onClick={() => dismiss(call.playerId)}>
                  {m.room_dismiss()}
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
