import type { TGameSetupUpdate } from '@picture-bingo/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/errors';
import { gameKeys } from '@/game/host-game';
import { updateGame } from '../api/update-game';

/** How long typing must pause before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 400;

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'error';

export interface AutosaveState {
  status: SaveStatus;
  /** The server's (or the client's) reason the last save failed. */
  error: string | null;
}

const STATUS_RANK: Record<SaveStatus, number> = { idle: 0, saved: 1, saving: 2, error: 3 };

/** Several autosaves of one screen as one note: a failure first, then a save under way, then "Saved". */
export function mergeAutosaves(...states: AutosaveState[]): AutosaveState {
  return states.reduce((shown, state) =>
    STATUS_RANK[state.status] > STATUS_RANK[shown.status] ? state : shown,
  );
}

const isEmpty = (update: TGameSetupUpdate) => Object.keys(update).length === 0;

/**
 * Saves a game's setup as the host edits it. Changes collect into one PATCH, sent after a pause in typing
 * (`save`) or at once (`save(..., true)`); saves run one at a time so they land in order. A rejected change is
 * kept and sent again with the next edit, so nothing is silently dropped. `flush` sends what is left and
 * resolves true once everything is stored (screens await it before moving on).
 */
export function useGameAutosave(code: string) {
  const queryClient = useQueryClient();
  const pending = useRef<TGameSetupUpdate>({});
  const timer = useRef<number | undefined>(undefined);
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  const inFlight = useRef(0);
  const [state, setState] = useState<AutosaveState>({ status: 'idle', error: null });

  const flush = useCallback((): Promise<boolean> => {
    window.clearTimeout(timer.current);
    inFlight.current += 1;
    queue.current = queue.current.then(async () => {
      const update = pending.current;
      pending.current = {};
      try {
        if (isEmpty(update)) return true;
        setState({ status: 'saving', error: null });
        const game = await updateGame(code, update);
        queryClient.setQueryData(gameKeys.host(code), game);
        void queryClient.invalidateQueries({ queryKey: gameKeys.lists() });
        if (isEmpty(pending.current)) setState({ status: 'saved', error: null });
        return true;
      } catch (error) {
        pending.current = { ...update, ...pending.current };
        setState({ status: 'error', error: errorMessage(error) });
        return false;
      } finally {
        inFlight.current -= 1;
      }
    });
    return queue.current;
  }, [code, queryClient]);

  const save = useCallback(
    (update: TGameSetupUpdate, immediate = false) => {
      pending.current = { ...pending.current, ...update };
      setState((current) => ({ status: 'saving', error: current.error }));
      window.clearTimeout(timer.current);
      if (immediate) void flush();
      else timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    // A reload or closed tab would lose edits not yet stored: let the browser ask first.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isEmpty(pending.current) || inFlight.current > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Leaving the screen inside the app (Back, a nav link) still stores the last edits.
      if (!isEmpty(pending.current)) void flush();
    };
  }, [flush]);

  return { ...state, save, flush };
}
