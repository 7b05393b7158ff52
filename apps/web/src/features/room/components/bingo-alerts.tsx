import type { TOpenBingoCall } from '@picture-bingo/shared';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { useOpenBingoCalls } from '../api/bingo-calls';
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
 * One game's open BINGO! calls on the host's screen, wherever the host is in the app: read from the server (so a
 * reload or another page keeps them) and live; not on the pages that answer them (the control room, Progress).
 */
export function BingoAlerts({ code }: { code: string }) {
  const { pathname } = useLocation();
  // The control room answers the calls, and Progress chooses the winner: there the notices would cover them.
  const answering = [gamePaths.room(code), gamePaths.roomDetails(code), gamePaths.progress(code)].includes(
    pathname,
  );
  const { calls, live } = useOpenBingoCalls(code);
  if (answering || !calls.data?.length) return null;
  return (
    <BingoAlertList
      code={code}
      calls={calls.data}
      photoReview={live.game?.photoReview ?? false}
      eventTitle={live.game?.eventTitle ?? null}
    />
  );
}

/**
 * The notices: who called (the first to complete said so), whether their card still has photos waiting for
 * review, and Answer in the control room / Review card / Confirm winner. Dismiss hides a call until it is made
 * again; it stays open in the control room.
 */
export function BingoAlertList({
  code,
  calls,
  photoReview,
  eventTitle,
}: {
  code: string;
  calls: TOpenBingoCall[];
  photoReview: boolean;
  eventTitle: string | null;
}) {
  const [dismissed, setDismissed] = useState<string[]>([]);
  const shown = calls.filter((call) => !dismissed.includes(`${call.id}@${call.calledAt}`));
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3">
      {shown.map((call) => {
        const pending = pendingPhotosText(call.pendingPhotos, photoReview);
        const reviewTo =
          call.pendingPhotos > 0
            ? gamePaths.review(code)
            : `${gamePaths.gallery(code)}#player-${call.playerId}`;
        return (
          <li key={call.id}>
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
                {eventTitle && (
                  <p className="text-sm [overflow-wrap:anywhere] text-slate-700">{eventTitle}</p>
                )}
                {!call.lineIntact ? (
                  <p className="text-sm font-semibold text-amber-900">{m.room_call_line_changed()}</p>
                ) : (
                  pending && (
                    <p
                      className={
                        call.pendingPhotos > 0
                          ? 'text-sm font-semibold text-amber-900'
                          : 'text-sm text-slate-700'
                      }
                    >
                      {pending}
                    </p>
                  )
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to={gamePaths.room(code)} className={buttonClasses({ color: 'primary' })}>
                  {m.room_call_answer()}
                </Link>
                <Link to={reviewTo} className={buttonClasses({ variant: 'outlined' })}>
                  {m.room_review_card()}
                </Link>
                <Link
                  to={`${gamePaths.progress(code)}?${CONFIRM_WINNER_PARAM}=${encodeURIComponent(call.playerId)}`}
                  className={buttonClasses({ variant: 'outlined', color: 'success' })}
                >
                  {m.room_confirm_winner()}
                </Link>
                <Button
                  variant="ghost"
                  color="default"
                  onClick={() => setDismissed((all) => [...all, `${call.id}@${call.calledAt}`])}
                >
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
