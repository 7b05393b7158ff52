import type { TPrize, TPrizeAward, TWinCondition, TWinMode } from '../schemas/game';

/** The prizes a new "prizes" game starts with: first line, then first full card. */
export const DEFAULT_PRIZES: readonly TPrize[] = [
  { name: 'First line', condition: 'line' },
  { name: 'Full card', condition: 'full' },
];

/** The one prize of a "first BINGO! wins" game. */
export const FIRST_BINGO_PRIZE = 'BINGO!';

/** A prize won: which prize (0-based, in order), who, and when (server time). */
export interface PrizeWin {
  index: number;
  playerId: string;
  awardedAt: string;
}

/**
 * What a game plays for, in order: its prizes in 'prizes' mode, else one prize for the game's win condition. A
 * player wins at most one prize (as at most party bingo games: a first-line winner leaves the next prizes to the
 * others), and prizes are awarded strictly in order.
 */
export function prizeListOf(
  winMode: TWinMode,
  prizes: readonly TPrize[],
  winCondition: TWinCondition,
): TPrize[] {
  if (winMode === 'prizes' && prizes.length > 0) return prizes.map((p) => ({ ...p }));
  return [{ name: FIRST_BINGO_PRIZE, condition: winCondition }];
}

/** The prizes with their winners, for every screen (names looked up by `nameOf`). */
export function prizeAwardsOf(
  list: readonly TPrize[],
  wins: readonly PrizeWin[],
  nameOf: (playerId: string) => string,
): TPrizeAward[] {
  return list.map((prize, index) => {
    const win = wins.find((w) => w.index === index);
    return {
      place: index + 1,
      name: prize.name,
      condition: prize.condition,
      winner: win ? { id: win.playerId, name: nameOf(win.playerId) } : null,
      awardedAt: win?.awardedAt ?? null,
    };
  });
}

/** The first prize not awarded yet (0-based), or null when all are. */
export function nextPrizeIndex(list: readonly TPrize[], wins: readonly PrizeWin[]): number | null {
  for (let i = 0; i < list.length; i++) if (!wins.some((w) => w.index === i)) return i;
  return null;
}
