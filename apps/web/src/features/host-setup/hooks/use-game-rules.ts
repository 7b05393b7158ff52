import {
  DEFAULT_PRIZES,
  DEFAULT_TIME_LIMIT_MINUTES,
  MAX_PRIZES,
  type TGame,
  type TPrize,
  type TSafetyCheck,
  type TWinCondition,
  type TWinMode,
} from '@picture-bingo/shared';
import { useState } from 'react';
import { m } from '@/lib/i18n/messages';
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
  const [safetyCheck, setSafetyCheck] = useState<TSafetyCheck>(game.safetyCheck);
  const [reportThreshold, setReportThreshold] = useState(String(game.reportThreshold));
  const [noTimeLimit, setNoTimeLimit] = useState(game.timeLimitMinutes === null);
  const [minutes, setMinutes] = useState(String(game.timeLimitMinutes ?? DEFAULT_TIME_LIMIT_MINUTES));
  const [maxPlayer, setMaxPlayer] = useState(String(game.maxPlayer));
  const [joinAfterStart, setJoinAfterStart] = useState(game.joinAfterStart);
  const [winMode, setWinMode] = useState<TWinMode>(game.winMode ?? 'first');
  const [prizes, setPrizes] = useState<TPrize[]>(
    game.prizes && game.prizes.length > 0 ? game.prizes : [...DEFAULT_PRIZES],
  );
  const prizesProblem = winMode === 'prizes' ? setupFieldProblem({ prizes }) : null;
  /** Prize list edits are saved when the whole list is valid (a name typed, conditions in order). */
  const changePrizes = (next: TPrize[], now = false) => {
    setPrizes(next);
    if (!setupFieldProblem({ prizes: next })) autosave.save({ prizes: next }, now);
  };

  const minutesProblem = noTimeLimit
    ? null
    : setupFieldProblem({ timeLimitMinutes: numberFromField(minutes) });
  const maxPlayerProblem = setupFieldProblem({ maxPlayer: numberFromField(maxPlayer) });
  const reportThresholdProblem = setupFieldProblem({ reportThreshold: numberFromField(reportThreshold) });

  return {
    autosave,
    winCondition,
    photoReview,
    autoConfirmWinner,
    nameFilter,
    safetyCheck,
    reportThreshold,
    reportThresholdProblem,
    noTimeLimit,
    minutes,
    maxPlayer,
    joinAfterStart,
    cameraOnly: game.cameraOnly === true,
    minutesProblem,
    maxPlayerProblem,
    winMode,
    prizes,
    prizesProblem,
    canAddPrize: prizes.length < MAX_PRIZES,
    hasProblems:
      minutesProblem !== null ||
      maxPlayerProblem !== null ||
      prizesProblem !== null ||
      reportThresholdProblem !== null,
    changeWinMode: (value: TWinMode) => {
      setWinMode(value);
      autosave.save(
        value === 'prizes' && !setupFieldProblem({ prizes })
          ? { winMode: value, prizes }
          : { winMode: value },
        true,
      );
    },
    changePrizeName: (index: number, name: string) =>
      changePrizes(prizes.map((p, i) => (i === index ? { ...p, name } : p))),
    changePrizeCondition: (index: number, condition: TWinCondition) =>
      changePrizes(
        prizes.map((p, i) => (i === index ? { ...p, condition } : p)),
        true,
      ),
    addPrize: () => {
      const last = prizes[prizes.length - 1];
      changePrizes(
        [
          ...prizes,
          { name: m.setup_prize_default({ n: prizes.length + 1 }), condition: last?.condition ?? 'full' },
        ],
        true,
      );
    },
    removePrize: (index: number) =>
      changePrizes(
        prizes.filter((_, i) => i !== index),
        true,
      ),
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
    changeSafetyCheck: (value: TSafetyCheck) => {
      setSafetyCheck(value);
      autosave.save({ safetyCheck: value }, true);
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
    changeReportThreshold: (text: string) => {
      setReportThreshold(text);
      const value = numberFromField(text);
      if (!setupFieldProblem({ reportThreshold: value })) autosave.save({ reportThreshold: value });
    },
    changeMaxPlayer: (text: string) => {
      setMaxPlayer(text);
      const value = numberFromField(text);
      if (!setupFieldProblem({ maxPlayer: value })) autosave.save({ maxPlayer: value });
    },
  };
}

export type GameRulesState = ReturnType<typeof useGameRules>;
