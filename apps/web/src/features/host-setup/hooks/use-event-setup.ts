import {
  BOARD_SIZES,
  DEFAULT_BOARD_SIZE,
  DEFAULT_LANGUAGE,
  type TGame,
  type TLanguage,
} from '@picture-bingo/shared';
import { useState } from 'react';
import type { BoardSize } from '../components/board-size-picker';
import { useGameAutosave } from './use-game-autosave';

export interface EventSetupValues {
  eventTitle: string;
  eventDate: string;
  welcomeMessage: string;
  boardSize: BoardSize;
  words: string[];
  freeSpaceWord: string;
  /** The game's language: what guests' screens start in when their link names none. */
  language: TLanguage;
}

export const toBoardSize = (size: number): BoardSize =>
  BOARD_SIZES.find((s) => s === size) ?? DEFAULT_BOARD_SIZE;

/** Step 1 may move on once these are filled in (spec section 5); the labels may still be short. */
export const canLeaveEventSetup = (values: EventSetupValues) =>
  [values.eventTitle, values.welcomeMessage, values.eventDate, values.freeSpaceWord].every(
    (value) => value.trim().length > 0,
  );

/**
 * The event-setup form, starting from the stored game and saving every change: text after a pause in typing,
 * the board size and labels at once.
 */
export function useEventSetup(game: TGame) {
  const autosave = useGameAutosave(game.gameCode);
  const [values, setValues] = useState<EventSetupValues>(() => ({
    eventTitle: game.eventTitle,
    eventDate: game.eventDate,
    welcomeMessage: game.welcomeMessage,
    boardSize: toBoardSize(game.boardSize),
    words: game.words,
    freeSpaceWord: game.freeSpaceWord,
    language: game.language ?? DEFAULT_LANGUAGE,
  }));

  const change = (patch: Partial<EventSetupValues>, immediate = false) => {
    setValues((current) => ({ ...current, ...patch }));
    autosave.save(patch, immediate);
  };

  return { values, change, autosave };
}
