import { useCallback, useEffect, useReducer, useState } from 'react';
import { emptyShow, nextChangeAt, showReducer, type BingoCall, type PrizeMoment } from '../utils/show';
import type { TLeaderboard } from '@picture-bingo/shared';

/**
 * The big screen's timed moments (countdown, BINGO!, prize and winner reveals) on this screen's clock: `now` moves
 * when something on screen is due to change, so the countdown's numbers and the reveals' ends come on time.
 */
export function useShow() {
  const [state, dispatch] = useReducer(showReducer, emptyShow);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const at = nextChangeAt(state, Date.now());
    if (at === null) return;
    const id = window.setTimeout(
      () => {
        const t = Date.now();
        setNow(t);
        dispatch({ type: 'tick', now: t });
      },
      Math.max(0, at - Date.now()),
    );
    return () => window.clearTimeout(id);
  }, [state, now]);

  const started = useCallback(() => {
    const t = Date.now();
    setNow(t);
    dispatch({ type: 'started', now: t });
  }, []);
  const bingo = useCallback((call: BingoCall) => {
    const t = Date.now();
    setNow(t);
    dispatch({ type: 'bingo', call, now: t });
  }, []);
  const prize = useCallback((moment: PrizeMoment) => {
    const t = Date.now();
    setNow(t);
    dispatch({ type: 'prize', moment, now: t });
  }, []);
  const winner = useCallback((leaderboard: TLeaderboard) => {
    const t = Date.now();
    setNow(t);
    dispatch({ type: 'winner', leaderboard, now: t });
  }, []);

  return { state, now, started, bingo, prize, winner };
}
