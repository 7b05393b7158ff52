import type { TGame } from '@picture-bingo/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/lib/paths';
import { useGameChannel } from '@/lib/game-channel';
import { pendingPhotosQueryOptions, reviewKey, useReviewPhoto } from '../api/pending-photos';
import { PendingPhotoRow } from './pending-photo-row';

/** /host/{code}/review: photos waiting for the host's decision, kept live as players upload. */
export function ReviewView({ game }: { game: TGame }) {
  const code = game.gameCode;
  const queryClient = useQueryClient();
  const pending = useQuery(pendingPhotosQueryOptions(code));
  const review = useReviewPhoto(code);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: reviewKey(code) });
  const live = useGameChannel(code, 'host', { onCellUpdated: refresh, onReconnected: refresh });
  const deciding = review.isPending ? review.variables : undefined;

  return (
    <div className="flex flex-col gap-6">
      {!game.photoReview && (
        <Alert variant="info">
          Photo review is off for this game: photos count as soon as they are uploaded.
        </Alert>
      )}
      <ConnectionNotice connection={live.connection} />
      {review.error && <Alert variant="error">{errorMessage(review.error)}</Alert>}
      <section aria-labelledby="review-title" className="flex flex-col gap-4">
        <h2 id="review-title" className="text-xl font-bold text-slate-900">
          Waiting for review{pending.data ? ` (${pending.data.length})` : ''}
        </h2>
        {pending.data ? (
          pending.data.length === 0 ? (
            <p className="text-slate-600">No photos waiting for review</p>
          ) : (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {pending.data.map((photo) => (
                <PendingPhotoRow
                  key={`${photo.playerId}:${photo.idx}`}
                  photo={photo}
                  pending={
                    deciding?.photo.playerId === photo.playerId && deciding.photo.idx === photo.idx
                      ? deciding.decision
                      : null
                  }
                  onDecide={(decision) => review.mutate({ photo, decision })}
                />
              ))}
            </ul>
          )
        ) : pending.isPending ? (
          <Spinner label="Loading photos" />
        ) : (
          <div className="flex flex-col items-start gap-3">
            <Alert variant="error">{errorMessage(pending.error)}</Alert>
            <Button variant="outlined" onClick={() => void pending.refetch()} loading={pending.isFetching}>
              Try again
            </Button>
          </div>
        )}
      </section>
      <Link to={gamePaths.roomDetails(code)} className={buttonClasses({ variant: 'outlined', size: 'lg' })}>
        Back to Room Details
      </Link>
    </div>
  );
}
