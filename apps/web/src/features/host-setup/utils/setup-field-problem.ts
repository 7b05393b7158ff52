import { ZGameSetupUpdate, type TGameSetupUpdate } from '@picture-bingo/shared';
import { currentLocale, m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';

/** One problem the shared schema found in a setup change (a zod issue): its field, its kind and its limit. */
export interface SetupIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  expected?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  params?: { problem?: unknown; name?: unknown };
}

type NumberWords = {
  number: () => string;
  whole: () => string;
  atLeast: (limit: { count: number; shown: string }) => string;
  atMost: (limit: { count: number; shown: string }) => string;
};

/** The number fields of the game's rules, each with its words for a value that is not a number, not whole or out of range. */
const NUMBER_FIELDS: Record<string, NumberWords> = {
  timeLimitMinutes: {
    number: m.setup_problem_time_limit_number,
    whole: m.setup_problem_time_limit_whole,
    atLeast: m.setup_problem_time_limit_at_least,
    atMost: m.setup_problem_time_limit_at_most,
  },
  maxPlayer: {
    number: m.setup_problem_max_players_number,
    whole: m.setup_problem_max_players_whole,
    atLeast: m.setup_problem_max_players_at_least,
    atMost: m.setup_problem_max_players_at_most,
  },
  reportThreshold: {
    number: m.setup_problem_reports_number,
    whole: m.setup_problem_reports_whole,
    atLeast: m.setup_problem_reports_at_least,
    atMost: m.setup_problem_reports_at_most,
  },
  teamMaxSize: {
    number: m.setup_problem_team_size_number,
    whole: m.setup_problem_team_size_whole,
    atLeast: m.setup_problem_team_size_at_least,
    atMost: m.setup_problem_team_size_at_most,
  },
};

const limitOf = (bound: unknown) => {
  const count = Number(bound ?? 0);
  return { count, shown: formatCount(count) };
};

/** The words for a problem of the prizes' list or of one prize's name, or null for one the page does not name. */
function prizesProblem(issue: SetupIssue): string | null {
  if (issue.path.length === 1) {
    if (issue.code === 'too_small') return m.setup_problem_prizes_none();
    if (issue.code === 'too_big') return m.setup_problem_prizes_too_many(limitOf(issue.maximum));
    if (issue.params?.problem === 'prize-taken' && typeof issue.params.name === 'string')
      return m.setup_problem_prize_taken({ name: issue.params.name });
    if (issue.params?.problem === 'prize-order') return m.setup_problem_prize_order();
    return null;
  }
  if (issue.path[2] !== 'name') return null;
  if (issue.code === 'too_small') return m.setup_problem_prize_name_empty();
  if (issue.code === 'too_big') return m.setup_problem_prize_name_too_long(limitOf(issue.maximum));
  return null;
}

/**
 * The words for a setup field's problem in the shown language, by the field and the kind of problem (the shared
 * schema's own words are English). A problem the catalogue does not name keeps the schema's words in English and
 * is "Invalid value" in the language otherwise.
 */
export function setupProblemText(issue: SetupIssue): string {
  const field = String(issue.path[0]);
  const numberWords = Object.hasOwn(NUMBER_FIELDS, field) ? NUMBER_FIELDS[field] : undefined;
  let words: string | null = null;
  if (numberWords) {
    if (issue.code === 'invalid_type')
      words = issue.expected === 'int' ? numberWords.whole() : numberWords.number();
    else if (issue.code === 'too_small') words = numberWords.atLeast(limitOf(issue.minimum));
    else if (issue.code === 'too_big') words = numberWords.atMost(limitOf(issue.maximum));
  } else if (field === 'prizes') {
    words = prizesProblem(issue);
  }
  return words ?? (currentLocale() === 'en' ? issue.message : m.setup_invalid_value());
}

/** Checks a change with the server's own schema, so a form can say what is wrong before sending it. */
export function setupFieldProblem(update: TGameSetupUpdate): string | null {
  const result = ZGameSetupUpdate.safeParse(update);
  if (result.success) return null;
  const issue = result.error.issues[0] as SetupIssue | undefined;
  return issue ? setupProblemText(issue) : m.setup_invalid_value();
}

/** A number field's text as a number; blank is not a number (0 would pass as a real value). */
export const numberFromField = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
