import type { TCrowdFavourite } from '@picture-bingo/shared/hearts';
import { createContext, useContext } from 'react';

export interface THeartsContext {
  /** Hearts by photo (`playerId:idx`). */
  counts: Map<string, number>;
  /** The photos this player gave a heart. */
  mine: Set<string>;
  favourite: TCrowdFavourite | null;
  /** A player of a game still running: they may give hearts. */
  canGive: boolean;
  pending: boolean;
  toggle: (photo: { playerId: string; idx: number; image: string; on: boolean }) => void;
}

export const HeartsContext = createContext<THeartsContext | null>(null);

export const useHearts = () => useContext(HeartsContext);
