import type { TPendingPhoto } from '@picture-bingo/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';
import { photoKey } from '../api/pending-photos';
import type { ReviewQueueState } from '../hooks/use-review-queue';
import type { ReviewOrder } from '../utils/review-queue-order';
import { PendingPhotoRow } from './pending-photo-row';
import { ReviewStage } from './review-stage';

interface QueueActions {
  bulkBusy: boolean;
  decide: (decision: 'approve' | 'reject', photo?: TPendingPhoto | null, why?: string) => void;
  approveMany: (photos: TPendingPhoto[]) => void;
}

/** The waiting photos: their count and order, then the queue itself once loaded (or why it is not). */
export function ReviewQueueSection({
  pending,
  queue,
  actions,
}: {
  pending: UseQueryResult<TPendingPhoto[]>;
  queue: ReviewQueueState;
  actions: QueueActions;
}) {
  return (
    <section aria-labelledby="review-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="review-title" className="text-xl font-bold text-slate-900">
          {pending.data
            ? m.review_waiting_title_count({ count: formatCount(queue.queue.length) })
            : m.review_waiting_title()}
        </h2>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          {m.review_show()}
          <select
            value={queue.order}
            onChange={(event) => queue.setOrder(event.target.value as ReviewOrder)}
            className="rounded-lg border border-slate-400 bg-white px-2 py-1.5 text-sm"
          >
            <option value="oldest">{m.review_oldest_first()}</option>
            <option value="newest">{m.review_newest_first()}</option>
          </select>
        </label>
      </div>
      {pending.data ? (
        queue.queue.length === 0 ? (
          <p className="text-slate-600">{m.review_none_waiting()}</p>
        ) : (
          <ReviewQueue queue={queue} actions={actions} />
        )
      ) : pending.isPending ? (
        <Spinner label={m.review_loading_photos()} />
      ) : (
        <div className="flex flex-col items-start gap-3">
          <Alert variant="error">{errorMessage(pending.error)}</Alert>
          <Button variant="outlined" onClick={() => void pending.refetch()} loading={pending.isFetching}>
            {m.try_again()}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The current photo at full size with its decision, the approve-all buttons, and every waiting photo to pick from. */
function ReviewQueue({ queue: state, actions }: { queue: ReviewQueueState; actions: QueueActions }) {
  const { queue, index, current, reason } = state;
  return (
    <>
      {current && (
        <ReviewStage
          photo={current}
          position={index + 1}
          total={queue.length}
          reason={reason}
          onReasonChange={state.setReason}
          onApprove={() => actions.decide('approve')}
          onReject={() => actions.decide('reject', current, reason)}
          onPrevious={index > 0 ? () => state.move(-1) : undefined}
          onNext={index < queue.length - 1 ? () => state.move(1) : undefined}
        />
      )}
      <ApproveAllButtons queue={queue} current={current} actions={actions} />
      <h3 id="review-all-title" className="text-lg font-semibold text-slate-900">
        {m.review_all_waiting()}
      </h3>
      <ul aria-labelledby="review-all-title" className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6">
        {queue.map((photo) => (
          <PendingPhotoRow
            key={photoKey(photo)}
            photo={photo}
            current={photo === current}
            onSelect={() => state.select(photo)}
          />
        ))}
      </ul>
    </>
  );
}

/** "Approve all", and "Approve all from this player" when the current photo's player has more than one waiting. */
function ApproveAllButtons({
  queue,
  current,
  actions,
}: {
  queue: TPendingPhoto[];
  current: TPendingPhoto | null;
  actions: QueueActions;
}) {
  const fromPlayer = current ? queue.filter((p) => p.playerId === current.playerId) : [];
  return (
    <div className="flex flex-wrap gap-2">
      <Button color="success" loading={actions.bulkBusy} onClick={() => actions.approveMany(queue)}>
        {m.review_approve_all({ count: formatCount(queue.length) })}
      </Button>
      {current && fromPlayer.length > 1 && (
        <Button
          variant="outlined"
          color="success"
          disabled={actions.bulkBusy}
          onClick={() => actions.approveMany(fromPlayer)}
          className="max-w-full"
        >
          <span className="min-w-0 truncate">
            {rich(m.review_approve_all_from, {
              name: <bdi>{current.playerName}</bdi>,
              count: formatCount(fromPlayer.length),
            })}
          </span>
        </Button>
      )}
    </div>
  );
}
