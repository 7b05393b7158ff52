import { DEFAULT_TIME_LIMIT_MINUTES, type TGame, type TWinCondition } from '@picture-bingo/shared';
import { useState } from 'react';
import { numberFromField, setupFieldProblem } from '../utils/setup-field-problem';
import { useGameAutosave } from './use-game-autosave';

/**
 * The game-rules form: win condition, time limit, photo review, auto-confirm winner, maximum players and late
 * joining, each saved as it changes (number fields after a pause in typing, and only when valid).
 */
export function useGameRules(game: TGame) {
  const autosave = useGameAutosave(game.gameCode);
  const [winCondition, setWinCondition] = useState<TWinCondition>(game.winCondition);
  const [photoReview, setPhotoReview] = useState(game.photoReview);
  const [autoConfirmWinner, setAutoConfirmWinner] = useState(game.autoConfirmWinner);
  const [nameFilter, setNameFilter] = useState(game.nameFilter);
  const [noTimeLimit, setNoTimeLimit] = useState(game.timeLimitMinutes === null);
  const [minutes, setMinutes] = useState(String(game.timeLimitMinutes ?? DEFAULT_TIME_LIMIT_MINUTES));
  const [maxPlayer, setMaxPlayer] = useState(String(game.maxPlayer));
  const [joinAfterStart, setJoinAfterStart] = useState(game.joinAfterStart);

  const minutesProblem = noTimeLimit
    ? null
    : setupFieldProblem({ timeLimitMinutes: numberFromField(minutes) });
  const maxPlayerProblem = setupFieldProblem({ maxPlayer: numberFromField(maxPlayer) });

  return {
    autosave,
    winCondition,
    photoReview,
    autoConfirmWinner,
    nameFilter,
    noTimeLimit,
    minutes,
    maxPlayer,
    joinAfterStart,
    minutesProblem,
    maxPlayerProblem,
    hasProblems: minutesProblem !== null || maxPlayerProblem !== null,
    changeWinCondition: (value: TWinCondition) => {
      setWinCondition(value);
      autosave.save({ winCondition: value }, true);
    },
    changePhotoReview: (value: boolean) => {
      setPhotoReview(value);
      autosave.save({ photoReview: value }, true);
    },
    changeAutoConfirmWinner: (value: boolean) => {
      setAutoConfirmWinner(value);
      autosave.save({ autoConfirmWinner: value }, true);
    },
    changeJoinAfterStart: (value: boolean) => {
      setJoinAfterStart(value);
      autosave.save({ joinAfterStart: value }, true);
    },
    changeNameFilter: (on: boolean) => {
      setNameFilter(on);
      autosave.save({ nameFilter: on }, true);
    },
    changeNoTimeLimit: (off: boolean) => {
      setNoTimeLimit(off);
      const value = numberFromField(minutes);
      if (off) autosave.save({ timeLimitMinutes: null }, true);
      else if (!setupFieldProblem({ timeLimitMinutes: value }))
        autosave.save({ timeLimitMinutes: value }, true);
    },
    changeMinutes: (text: string) => {
      setMinutes(text);
      const value = numberFromField(text);
      if (!setupFieldProblem({ timeLimitMinutes: value })) autosave.save({ timeLimitMinutes: value });
    },
    changeMaxPlayer: (text: string) => {
      setMaxPlayer(text);
      const value = numberFromField(text);
      if (!setupFieldProblem({ maxPlayer: value })) autosave.save({ maxPlayer: value });
    },
  };
}

export type GameRulesState = ReturnType<typeof useGameRules>;
