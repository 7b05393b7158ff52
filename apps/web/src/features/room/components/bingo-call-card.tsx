import { REJECT_REASON_MAX, type TOpenBingoCall } from '@picture-bingo/shared';
import { useState, type FormEvent } from 'react';
import { CellLabel } from '@/components/game/cell-label';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { m } from '@/lib/i18n/messages';
import { rich } from '@/lib/i18n/rich';
import { pendingPhotosText } from './bingo-alerts';

/** Award is offered only while every photo of the called line still counts. */
export const canAward = (call: Pick<TOpenBingoCall, 'lineIntact'>) => call.lineIntact;

/** Who called, for whom: a team's member calls for the team's card. */
export function callerLine(call: Pick<TOpenBingoCall, 'callerName' | 'playerName'>) {
  return call.callerName === call.playerName
    ? null
    : rich(m.room_call_for_team, {
        caller: <bdi>{call.callerName}</bdi>,
        team: <bdi>{call.playerName}</bdi>,
      });
}

/**
 * One open BINGO! call in the control room: who called (and for which prize), the called line's photos large, a
 * warning once the line changed, and the two answers: Award, or "Not valid — keep playing" with a reason.
 */
export function BingoCallCard({
  call,
  photoReview,
  busy,
  onAward,
  onRefuse,
}: {
  call: TOpenBingoCall;
  photoReview: boolean;
  busy: boolean;
  onAward: () => void;
  onRefuse: (reason: string) => void;
}) {
  const [refusing, setRefusing] = useState(false);
  const [reason, setReason] = useState('');
  const headingId = `bingo-call-${call.id}`;
  const pending = pendingPhotosText(call.pendingPhotos, photoReview);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) onRefuse(reason.trim());
  };
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-slate-300 p-3"
    >
      <div className="flex flex-col gap-1">
        <h4 id={headingId} className="text-lg font-bold [overflow-wrap:anywhere] text-slate-900">
          {rich(m.room_bingo_called, { name: <bdi>{call.playerName}</bdi> })}{' '}
          <span className="text-base font-normal text-slate-700">
            {call.first ? m.room_bingo_first() : m.room_bingo_not_first()}
          </span>
        </h4>
        {callerLine(call) && <p className="text-sm text-slate-800">{callerLine(call)}</p>}
        {call.prizeName && (
          <p className="text-sm font-semibold [overflow-wrap:anywhere] text-violet-800">
            {rich(m.room_call_for_prize, { prize: <bdi>{call.prizeName}</bdi> })}
          </p>
        )}
        {call.lineIntact && pending && <p className="text-sm text-slate-700">{pending}</p>}
      </div>
      {!call.lineIntact && <Alert variant="warning">{m.room_call_line_changed()}</Alert>}
      <ol aria-label={m.room_call_line()} className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {call.line.map((cell) => (
          <li
            key={cell.idx}
            className="relative aspect-square overflow-hidden rounded-lg bg-slate-100 text-slate-900"
          >
            {cell.image && cell.isMarked ? (
              <img src={cell.thumb ?? cell.image} alt={cell.value} className="size-full object-cover" />
            ) : (
              <CellLabel text={cell.value} max={18} />
            )}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        {canAward(call) && (
          <Button color="success" loading={busy} onClick={onAward}>
            {m.room_call_award()}
          </Button>
        )}
        {!refusing && (
          <Button variant="outlined" onClick={() => setRefusing(true)}>
            {m.room_call_not_valid()}
          </Button>
        )}
      </div>
      {refusing && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <Input
            className="min-w-0 flex-1"
            label={m.room_call_reason()}
            value={reason}
            maxLength={REJECT_REASON_MAX}
            required
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" variant="outlined" color="error" loading={busy} disabled={!reason.trim()}>
            {m.room_call_not_valid()}
          </Button>
        </form>
      )}
    </article>
  );
}
