/** Labels a card of this size needs: every cell but the free centre. */
export const labelsNeeded = (boardSize: number) => boardSize * boardSize - 1;

/** Index of the free centre cell: floor(n²/2). */
export const centreIndex = (boardSize: number) => Math.floor((boardSize * boardSize) / 2);

export interface SetupFields {
  eventTitle: string;
  eventDate: string;
  welcomeMessage: string;
  freeSpaceWord: string;
  boardSize: number;
  words: readonly string[];
}

/** What still blocks paying for or starting a game, as sentences a host can act on. */
export function setupProblems(game: SetupFields): string[] {
  const problems: string[] = [];
  if (!game.eventTitle.trim()) problems.push('Add an Event Title.');
  if (!game.eventDate) problems.push('Choose an Event Date.');
  if (!game.welcomeMessage.trim()) problems.push('Write a Welcome Message.');
  if (!game.freeSpaceWord.trim()) problems.push('Choose a Free Space word.');
  const missing = labelsNeeded(game.boardSize) - game.words.length;
  if (missing > 0) {
    problems.push(
      `Add ${missing} more board label${missing === 1 ? '' : 's'} (a ${game.boardSize}x${game.boardSize} card needs ${labelsNeeded(game.boardSize)}).`,
    );
  }
  return problems;
}
