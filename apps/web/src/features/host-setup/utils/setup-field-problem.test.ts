import {
  MAX_PLAYERS_LIMIT,
  MAX_PRIZES,
  PRIZE_NAME_MAX,
  ZGameSetupUpdate,
  type TGameSetupUpdate,
  type TPrize,
} from '@picture-bingo/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { loadHostWords } from '@/lib/i18n/host-words';
import { chooseLocale } from '@/lib/i18n/messages';
import { setupFieldProblem, setupProblemText, type SetupIssue } from './setup-field-problem';

const prize = (name: string, condition: TPrize['condition'] = 'line'): TPrize => ({ name, condition });

/** A change to each rule the host types in, with every kind of problem the shared schema finds in it. */
const CHANGES: TGameSetupUpdate[] = [
  ...['timeLimitMinutes', 'maxPlayer', 'reportThreshold', 'teamMaxSize'].flatMap((field) =>
    [Number.NaN, 1.5, 0, 1_000_000].map((value) => ({ [field]: value }) as TGameSetupUpdate),
  ),
  { prizes: [] },
  { prizes: Array.from({ length: MAX_PRIZES + 1 }, (_, i) => prize(`Prize ${i}`)) },
  { prizes: [prize('')] },
  { prizes: [prize('x'.repeat(PRIZE_NAME_MAX + 1))] },
  { prizes: [prize('Cake'), prize('cake')] },
  { prizes: [prize('Cake', 'full'), prize('Tea', 'line')] },
];

const issuesOf = (change: TGameSetupUpdate) =>
  (ZGameSetupUpdate.safeParse(change).error?.issues ?? []) as SetupIssue[];

afterEach(async () => {
  await chooseLocale('en');
});

describe('setupFieldProblem', () => {
  it('says in English exactly what the shared schema says, for every kind of problem', () => {
    const issues = CHANGES.flatMap(issuesOf);
    expect(issues.length).toBeGreaterThanOrEqual(CHANGES.length);
    for (const issue of issues) expect(setupProblemText(issue)).toBe(issue.message);
    expect(setupFieldProblem({ maxPlayer: 10 })).toBeNull();
  });

  it("words every one of them in the host's language, with its limit and the name as typed", async () => {
    await chooseLocale('es');
    await loadHostWords();
    const english = new Set(CHANGES.flatMap(issuesOf).map((issue) => issue.message));
    const spanish = CHANGES.flatMap(issuesOf).map(setupProblemText);
    for (const words of spanish) {
      expect(english.has(words)).toBe(false);
      expect(words).not.toBe('Valor no válido');
    }
    expect(setupFieldProblem({ timeLimitMinutes: 0 })).toBe('El tiempo límite debe ser de al menos 1 minuto');
    expect(setupFieldProblem({ maxPlayer: 1_000_000 })).toBe(
      `El máximo de jugadores debe ser como máximo ${new Intl.NumberFormat('es').format(MAX_PLAYERS_LIMIT)}`,
    );
    expect(setupFieldProblem({ prizes: [prize('Tarta'), prize('TARTA')] })).toBe('«TARTA» ya es un premio');
  });

  it('uses Arabic plural forms and digits', async () => {
    await chooseLocale('ar');
    await loadHostWords();
    expect(setupFieldProblem({ timeLimitMinutes: 0 })).toBe('يجب ألا تقل المهلة الزمنية عن دقيقة واحدة');
    expect(setupFieldProblem({ prizes: Array.from({ length: 6 }, (_, i) => prize(`P${i}`)) })).toBe(
      `يمكن أن تكون للعبة ${new Intl.NumberFormat('ar').format(MAX_PRIZES)} جوائز على الأكثر`,
    );
  });
});
