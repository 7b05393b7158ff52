import { MIN_TEAMS } from './teams';

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
  /** A team game plays on its teams' cards: it needs at least MIN_TEAMS of them. */
  gameMode?: 'individual' | 'teams';
  /** How many teams the host set up (a team game's; unknown when not counted). */
  teamCount?: number;
}

/**
 * Every setup problem the server can name, as the API's `setupProblemList` states it: each screen words every one
 * in every language (apps/web/src/components/game/setup-problem-texts.ts).
 */
export const SETUP_PROBLEM_KINDS = ['title', 'date', 'welcome', 'freeSpace', 'labels', 'teams'] as const;
export type TSetupProblemKind = (typeof SETUP_PROBLEM_KINDS)[number];

/** What still blocks paying for or starting a game, by kind with its numbers (a screen words each in its language). */
export type TSetupProblem =
  | { kind: 'title' | 'date' | 'welcome' | 'freeSpace' }
  | { kind: 'labels'; missing: number; size: number; needed: number }
  | { kind: 'teams'; needed: number };

export function setupProblemList(game: SetupFields): TSetupProblem[] {
  const problems: TSetupProblem[] = [];
  if (!game.eventTitle.trim()) problems.push({ kind: 'title' });
  if (!game.eventDate) problems.push({ kind: 'date' });
  if (!game.welcomeMessage.trim()) problems.push({ kind: 'welcome' });
  if (!game.freeSpaceWord.trim()) problems.push({ kind: 'freeSpace' });
  const needed = labelsNeeded(game.boardSize);
  const missing = needed - game.words.length;
  if (missing > 0) problems.push({ kind: 'labels', missing, size: game.boardSize, needed });
  if (game.gameMode === 'teams' && game.teamCount !== undefined && game.teamCount < MIN_TEAMS) {
    problems.push({ kind: 'teams', needed: MIN_TEAMS });
  }
  return problems;
}

/** A problem in English, as the API's `setupProblems` says it. */
export function setupProblemEnglish(problem: TSetupProblem): string {
  switch (problem.kind) {
    case 'title':
      return 'Add an Event Title.';
    case 'date':
      return 'Choose an Event Date.';
    case 'welcome':
      return 'Write a Welcome Message.';
    case 'freeSpace':
      return 'Choose a Free Space word.';
    case 'labels':
      return `Add ${problem.missing} more board label${problem.missing === 1 ? '' : 's'} (a ${problem.size}x${problem.size} card needs ${problem.needed}).`;
    case 'teams':
      return `Set up at least ${problem.needed} teams.`;
  }
}

/** The problems in English, as the API's `setupProblems` says them. */
export function setupProblems(game: SetupFields): string[] {
  return setupProblemList(game).map(setupProblemEnglish);
}
