import type { TPrizeAward } from '@picture-bingo/shared';
import { useRef, useState } from 'react';

/** How long after a rejection a broken prize line is taken to be that rejection's doing. */
const RECENT_MS = 60_000;

const cellKey = (playerId: string, idx: number) => `${playerId}:${idx}`;

/**
 * The prizes whose winning line a rejection made on this screen broke: the reviewer is told at once (the staff's
 * `prize:line` names the winner and the cell), with the way to the control room where the prize is decided.
 */
export function usePrizeLineNotices() {
  const rejected = useRef(new Map<string, number>());
  const [notices, setNotices] = useState<TPrizeAward[]>([]);
  /** Call when a rejection is sent: a prize line it breaks is this screen's to tell. */
  const rejecting = (photo: { playerId: string; idx: number }) =>
    rejected.current.set(cellKey(photo.playerId, photo.idx), Date.now());
  /** The staff's `prize:line`: a prize flagged by one of this screen's rejections is told; a cleared one goes. */
  const onPrizeLine = ({ prize }: { prize: TPrizeAward }) => {
    const others = (old: TPrizeAward[]) => old.filter((p) => p.place !== prize.place);
    const lost = prize.lineLost;
    if (!lost || !prize.winner) return setNotices(others);
    const at = rejected.current.get(cellKey(prize.winner.id, lost.idx));
    if (at === undefined || Date.now() - at > RECENT_MS) return;
    setNotices((old) => [prize, ...others(old)]);
  };
  const dismiss = (place: number) => setNotices((old) => old.filter((p) => p.place !== place));
  return { notices, rejecting, onPrizeLine, dismiss };
}
