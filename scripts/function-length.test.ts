import path from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { longFunctions, longFunctionsIn, MAX_FUNCTION_LINES, ratchetProblems } from './function-length';
import { LONG_FUNCTIONS } from './long-functions';

/**
 * No function grows past 80 lines: today's longer ones are listed in scripts/long-functions.ts with their length as
 * a ceiling, and the list holds exactly the functions over 80 lines. Lengths are eslint's max-lines-per-function's,
 * proved below on every shape of function.
 */
const root = path.resolve(import.meta.dirname, '..');

const linter = new Linter({ configType: 'flat' });

/** Where eslint's own max-lines-per-function (max 80) reports a function, and the length it reports. */
function eslintLongFunctions(file: string, source: string): { line: number; lines: number }[] {
  const messages = linter.verify(
    source,
    [
      {
        files: ['**/*.{ts,tsx,js,mjs}'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        rules: { 'max-lines-per-function': ['error', { max: MAX_FUNCTION_LINES }] },
      },
    ],
    { filename: file },
  );
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${file}:${fatal.line}: ${fatal.message}`);
  return messages.map((message) => ({
    line: message.line,
    lines: Number(/\((\d+)\)/.exec(message.message)?.[1]),
  }));
}

const ours = (file: string, source: string) =>
  longFunctionsIn(file, source).map(({ line, lines }) => ({ line, lines }));

/** `n` lines of statements. */
const body = (n: number) => Array.from({ length: n }, (_, i) => `  void ${i};`).join('\n');

/** Each shape of function, `n` lines long from its first line to its last as eslint counts them. */
const SHAPES: Record<string, (n: number) => string> = {
  declaration: (n) => `function f() {\n${body(n - 2)}\n}`,
  'exported async declaration': (n) => `export async function f() {\n${body(n - 2)}\n}`,
  'arrow in a variable': (n) => `const f = async (a: number): Promise<void> => {\n${body(n - 2)}\n};`,
  'function expression': (n) => `const f = function named() {\n${body(n - 2)}\n};`,
  'object method': (n) => `const o = {\n  async m() {\n${body(n - 2)}\n  },\n};`,
  'object getter': (n) => `const o = {\n  get g() {\n${body(n - 3)}\n    return 1;\n  },\n};`,
  'object arrow property': (n) => `const o = {\n  p: () => {\n${body(n - 2)}\n  },\n};`,
  'class method with modifiers': (n) =>
    `class C {\n  private static async m(): Promise<void> {\n${body(n - 2)}\n  }\n}`,
  'class method, modifiers on their own line': (n) => `class C {\n  static\n  m() {\n${body(n - 3)}\n  }\n}`,
  'class constructor': (n) => `class C {\n  constructor() {\n${body(n - 2)}\n  }\n}`,
  'class property arrow': (n) => `class C {\n  p = () => {\n${body(n - 2)}\n  };\n}`,
  callback: (n) => `[1].forEach((x) => {\n${body(n - 2)}\n});`,
  'default export': (n) => `export default function () {\n${body(n - 2)}\n}`,
  'component in a .tsx file': (n) => `export function C() {\n${body(n - 3)}\n  return <div>hi</div>;\n}`,
  'nested callback': (n) => `function outer() {\n  return [1].map(() => {\n${body(n - 2)}\n  });\n}`,
  'called in place': (n) => `(() => {\n${body(n - 2)}\n})();`,
  'function called in place': (n) => `(function () {\n${body(n - 2)}\n}());`,
};

describe('function length', () => {
  for (const [shape, write] of Object.entries(SHAPES)) {
    it(`counts a ${shape} as max-lines-per-function does, at 80 and 81 lines`, () => {
      const file = shape.includes('.tsx') ? 'probe.tsx' : 'probe.ts';
      for (const n of [MAX_FUNCTION_LINES, MAX_FUNCTION_LINES + 1]) {
        const source = `${write(n)}\n`;
        expect(ours(file, source), `${shape}, ${n} lines`).toEqual(eslintLongFunctions(file, source));
      }
      const reported = ours(file, `${write(MAX_FUNCTION_LINES + 1)}\n`);
      if (!shape.includes('in place'))
        expect(reported.map((fn) => fn.lines)).toContain(MAX_FUNCTION_LINES + 1);
    });
  }

  it('names a function by what holds it, after the functions and classes around it', () => {
    const long = body(MAX_FUNCTION_LINES);
    const source = [
      `export function useChannel() {`,
      `  useEffect(() => {\n${long}\n  });`,
      `  useEffect(() => {\n${long}\n  });`,
      `}`,
      `class Store {\n  load() {\n${long}\n  }\n}`,
      `const handlers = {\n  open: () => {\n${long}\n  },\n};`,
    ].join('\n');
    expect(longFunctionsIn('a/b.ts', source).map((fn) => fn.key)).toEqual([
      'a/b.ts: useChannel',
      'a/b.ts: useChannel > useEffect(…)',
      'a/b.ts: useChannel > useEffect(…) #2',
      'a/b.ts: Store > load',
      'a/b.ts: handlers > open',
    ]);
  });

  describe('the list of long functions', () => {
    const found = [
      { key: 'a.ts: listed', line: 1, lines: 120 },
      { key: 'a.ts: trimmed', line: 200, lines: 90 },
    ];

    it('holds when every long function is listed at its length or longer', () => {
      expect(ratchetProblems(found, { 'a.ts: listed': 120, 'a.ts: trimmed': 100 })).toEqual([]);
    });

    it('fails on a long function it does not list', () => {
      expect(ratchetProblems(found, { 'a.ts: listed': 120 })).toEqual([
        'a.ts: trimmed (line 200) has 90 lines, over 80: split it into named steps',
      ]);
    });

    it('fails on a listed function that grew', () => {
      expect(ratchetProblems(found, { 'a.ts: listed': 119, 'a.ts: trimmed': 90 })).toEqual([
        'a.ts: listed grew from 119 to 120 lines: split it rather than let it grow',
      ]);
    });

    it('fails on an entry whose function is 80 lines or fewer, or gone, saying to delete it', () => {
      expect(
        ratchetProblems(found, {
          ...Object.fromEntries(found.map((f) => [f.key, f.lines])),
          'a.ts: split': 150,
        }),
      ).toEqual([
        'a.ts: split is no longer over 80 lines (or no longer exists): delete its entry in scripts/long-functions.ts',
      ]);
    });
  });

  it('the repository has no function over 80 lines but those listed, none longer than listed, and lists no other', () => {
    expect(ratchetProblems(longFunctions(root), LONG_FUNCTIONS)).toEqual([]);
  });
});
