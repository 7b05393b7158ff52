import {
  SETUP_PROBLEM_KINDS,
  setupProblemEnglish,
  setupProblems,
  ZSetupProblem,
  type SetupFields,
  type TSetupProblem,
} from '@picture-bingo/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { loadHostWords } from '@/lib/i18n/host-words';
import { LANGUAGES } from '@/lib/i18n/locales';
import { chooseLocale } from '@/lib/i18n/messages';
import { setupProblemText, setupProblemTexts } from './setup-problem-texts';

const game = (fields: Partial<SetupFields>): SetupFields => ({
  eventTitle: 'Quiz night',
  eventDate: '2026-12-24',
  welcomeMessage: 'Welcome!',
  freeSpaceWord: 'FREE',
  boardSize: 3,
  words: Array.from({ length: 8 }, (_, i) => `Label ${i}`),
  ...fields,
});

/** Every kind of problem the API's `setupProblemList` may name, read from the shared schema itself. */
const schemaKinds = (): string[] =>
  ZSetupProblem._zod.def.options.flatMap((option) => [...(option._zod.propValues?.kind ?? [])].map(String));

/** One problem of each kind the schema names, with numbers that show in its words (the schema keeps its own). */
const SAMPLES: TSetupProblem[] = schemaKinds().map((kind) =>
  ZSetupProblem.parse({ kind, missing: 7, size: 5, needed: 24 }),
);

describe('setupProblemTexts', () => {
  afterAll(() => chooseLocale('en'));

  it("says in English exactly what the API's setupProblems says", () => {
    for (const fields of [
      {},
      { eventTitle: ' ', eventDate: '', welcomeMessage: '', freeSpaceWord: '' },
      { words: ['One'] },
      { words: Array.from({ length: 7 }, (_, i) => `L${i}`) },
      { boardSize: 5, words: [] },
      { gameMode: 'teams' as const, teamCount: 1 },
    ]) {
      expect(setupProblemTexts(game(fields))).toEqual(setupProblems(game(fields)));
    }
  });

  it("words the server's own list, which knows what the fields alone cannot (a team game's teams)", () => {
    const teamsMissing = { ...game({ gameMode: 'teams' }), setupProblemList: [{ kind: 'teams', needed: 2 }] };
    expect(setupProblemTexts(teamsMissing as SetupFields & { setupProblemList: TSetupProblem[] })).toEqual([
      'Set up at least 2 teams.',
    ]);
  });

  it('the schema names every problem the shared rule finds, and nothing else', () => {
    expect(schemaKinds().sort()).toEqual([...SETUP_PROBLEM_KINDS].sort());
  });

  it.each(LANGUAGES)('%s has words of its own for every problem the server can name', async (locale) => {
    await chooseLocale(locale);
    await loadHostWords();
    for (const problem of SAMPLES) {
      const text = setupProblemText(problem);
      expect(typeof text, `${locale} ${problem.kind}`).toBe('string');
      expect(text.trim(), `${locale} ${problem.kind}`).not.toBe('');
      expect(text, `${locale} ${problem.kind}`).not.toMatch(/[{}]/);
      if (locale === 'en') expect(text).toBe(setupProblemEnglish(problem));
      else expect(text, `${locale} ${problem.kind} is English`).not.toBe(setupProblemEnglish(problem));
    }
  });
});
