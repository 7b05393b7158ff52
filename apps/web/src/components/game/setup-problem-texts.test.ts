import { setupProblems, type SetupFields } from '@picture-bingo/shared';
import { describe, expect, it } from 'vitest';
import { setupProblemTexts } from './setup-problem-texts';

const game = (fields: Partial<SetupFields>): SetupFields => ({
  eventTitle: 'Quiz night',
  eventDate: '2026-12-24',
  welcomeMessage: 'Welcome!',
  freeSpaceWord: 'FREE',
  boardSize: 3,
  words: Array.from({ length: 8 }, (_, i) => `Label ${i}`),
  ...fields,
});

describe('setupProblemTexts', () => {
  it("says in English exactly what the API's setupProblems says", () => {
    for (const fields of [
      {},
      { eventTitle: ' ', eventDate: '', welcomeMessage: '', freeSpaceWord: '' },
      { words: ['One'] },
      { words: Array.from({ length: 7 }, (_, i) => `L${i}`) },
      { boardSize: 5, words: [] },
    ]) {
      expect(setupProblemTexts(game(fields))).toEqual(setupProblems(game(fields)));
    }
  });
});
