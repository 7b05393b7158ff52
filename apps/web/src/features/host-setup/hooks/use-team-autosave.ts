import { MIN_TEAMS, type TTeamColour } from '@picture-bingo/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaveTeams } from '@/game/teams/teams-api';
import { errorMessage } from '@/lib/errors';
import { AUTOSAVE_DELAY_MS, type AutosaveState } from './use-game-autosave';

/** A team as the host edits it. */
export interface TeamDraft {
  name: string;
  colour: TTeamColour;
}

/** A list the server would take: every team named, at least MIN_TEAMS of them (names taken it checks itself). */
export const isSavableTeamList = (teams: readonly TeamDraft[]) =>
  teams.length >= MIN_TEAMS && teams.every((team) => team.name.trim() !== '');

/**
 * Saves a team game's team list as the host edits it, like the rest of the setup (use-game-autosave.ts): after a
 * pause in typing (`save`) or at once (`save(..., true)`), one save at a time and always the latest list. A list
 * the server would refuse (a team without a name, fewer than MIN_TEAMS) waits, unsaved, until it is complete.
 * `flush` sends what is left and resolves true once the list is stored.
 */
export function useTeamAutosave(code: string) {
  const mutation = useSaveTeams(code);
  const pending = useRef<TeamDraft[] | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const queue = useRef<Promise<boolean>>(Promise.resolve(true));
  const inFlight = useRef(0);
  const [state, setState] = useState<AutosaveState>({ status: 'idle', error: null });
  const { mutateAsync } = mutation;

  const flush = useCallback((): Promise<boolean> => {
    window.clearTimeout(timer.current);
    inFlight.current += 1;
    queue.current = queue.current.then(async () => {
      const teams = pending.current;
      pending.current = null;
      try {
        if (!teams) return true;
        setState({ status: 'saving', error: null });
        await mutateAsync(teams);
        if (!pending.current) setState({ status: 'saved', error: null });
        return true;
      } catch (error) {
        pending.current ??= teams;
        setState({ status: 'error', error: errorMessage(error) });
        return false;
      } finally {
        inFlight.current -= 1;
      }
    });
    return queue.current;
  }, [mutateAsync]);

  const save = useCallback(
    (teams: TeamDraft[], immediate = false) => {
      window.clearTimeout(timer.current);
      if (!isSavableTeamList(teams)) {
        // Nothing to send until the list is complete; an older list still waiting is dropped with it.
        pending.current = null;
        setState({ status: 'idle', error: null });
        return;
      }
      pending.current = teams;
      setState((current) => ({ status: 'saving', error: current.error }));
      if (immediate) void flush();
      else timer.current = window.setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [flush],
  );

  useEffect(() => {
    // A reload or closed tab would lose a list not yet stored: let the browser ask first.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (pending.current || inFlight.current > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      // Leaving the screen inside the app still stores the last list.
      if (pending.current) void flush();
    };
  }, [flush]);

  return { ...state, save, flush };
}
