import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Zone paths are relative to this file, so linting from any directory (or through the Node API) agrees.
const root = import.meta.dirname;
const web = 'apps/web/src';
const server = 'apps/server/src';
const shared = 'packages/shared/src';
const sources = [`${web}/**/*.{ts,tsx}`, `${server}/**/*.ts`, `${shared}/**/*.ts`];

// Every folder under features/ is a feature, so a new one is fenced in without touching this file.
const features = readdirSync(`${root}/${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const presentersZone = {
  target: `./${server}/presenters`,
  from: `./${server}/policies`,
  message: 'Presenters only shape data: they do not import policies.',
};

/**
 * Who may import whom (docs/ARCHITECTURE.md). Imports are resolved first (the `@/` alias, relative paths and
 * workspace packages alike), so `../../other-feature/x` is caught as surely as `@/features/other-feature/x`.
 */
const zones = [
  // web: lib → game → components, hooks → features → app; a feature never reaches into another.
  ...features.map((feature) => ({
    target: `./${web}/features/${feature}`,
    from: `./${web}/features`,
    except: [`./${feature}`],
    message:
      'Features do not import each other: move what both need to components/, hooks/, game/ or lib/, or compose them in app/.',
  })),
  {
    target: `./${web}/features`,
    from: `./${web}/app`,
    message: 'Features do not import from app/: app composes features, not the other way round.',
  },
  {
    target: [`./${web}/components`, `./${web}/hooks`, `./${web}/game`, `./${web}/lib`],
    from: [`./${web}/features`, `./${web}/app`],
    message: 'Shared web code (components/, hooks/, game/, lib/) does not import features or app.',
  },
  // game/ (the game's data: queries, channel, paths) reads lib/ (infrastructure) only; lib/ knows no game.
  {
    target: `./${web}/game`,
    from: [`./${web}/components`, `./${web}/hooks`],
    message: 'game/ holds the game domain under the screens: it imports lib/, never components/ or hooks/.',
  },
  {
    target: `./${web}/lib`,
    from: `./${web}/game`,
    message: 'lib/ is infrastructure (HTTP, storage, toasts): it imports nothing from game/.',
  },
  // The contract depends on no app; the apps meet only through it.
  { target: `./${shared}`, from: './apps', message: 'packages/shared imports nothing from apps/.' },
  {
    target: './apps/web',
    from: './apps/server',
    message: 'The web app talks to the server only through packages/shared.',
  },
  {
    target: './apps/server',
    from: './apps/web',
    message: 'The server does not import the web app; share through packages/shared.',
  },
  // server layers: routes → services → db/repositories; presenters shape rows, policies decide access.
  {
    target: `./${server}/db`,
    from: [`./${server}/services`, `./${server}/routes`, `./${server}/presenters`, `./${server}/policies`],
    message: 'The database layer imports no services, routes, presenters or policies.',
  },
  presentersZone,
  {
    target: `./${server}/services`,
    from: `./${server}/routes`,
    message: 'Services do not import routes: routes call services.',
  },
  {
    target: `./${server}/routes`,
    from: `./${server}/db`,
    except: ['./repositories'],
    message: 'Routes do not build SQL: call a service or a repository.',
  },
];

const TRANSLATE =
  'Words a guest reads come from the catalogue: m.<key>() (apps/web/messages/en.json, lib/i18n).';
/** Letters written into JSX: as text, in an attribute a person reads, or as a string in braces. */
const LITERAL_TEXT = [
  'JSXText[value=/[A-Za-z]{2,}/]',
  'JSXAttribute[name.name=/^(label|placeholder|title|alt|aria-label|aria-description)$/] > Literal[value=/[A-Za-z]{2,}/]',
  ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]',
  ':matches(JSXElement, JSXFragment) > JSXExpressionContainer > ConditionalExpression > Literal[value=/[A-Za-z]{2,}/]',
].map((selector) => ({ selector, message: TRANSLATE }));

/** Every screen of the app: guests', the host's and the big screen's words come from the message catalogues. */
const SCREENS = [`${web}/**/*.tsx`];

const DECIDE_BY_CODE =
  'Decide by the error code (ErrorCode), not by comparing its message: see lib/error-text.ts.';
/** An error's message (`x.message`, or a variable named `message`) compared, switched on or searched. */
const MESSAGE_COMPARISONS = [
  "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='message']",
  "BinaryExpression[operator=/^[!=]==?$/] > Identifier[name='message']",
  "SwitchStatement > MemberExpression.discriminant[property.name='message']",
  "SwitchStatement > Identifier.discriminant[name='message']",
  "CallExpression[callee.property.name=/^(includes|startsWith|endsWith|match|test)$/] > MemberExpression.callee > MemberExpression.object[property.name='message']",
  "CallExpression[callee.property.name=/^(includes|has|test)$/] > MemberExpression.arguments[property.name='message']",
].map((selector) => ({ selector, message: DECIDE_BY_CODE }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/web/src/catalogues/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The web decides by an error's `code`, never by its words: a reworded message (or another language) must
      // not change what a screen does. Texts come from lib/error-text.ts.
      'no-restricted-syntax': ['error', ...MESSAGE_COMPARISONS],
    },
  },
  {
    // Every screen's words come from the message catalogues (apps/web/messages, lib/i18n): no literal text in JSX.
    files: SCREENS,
    ignores: ['**/*.test.{ts,tsx}', `${web}/testing/**`],
    rules: { 'no-restricted-syntax': ['error', ...MESSAGE_COMPARISONS, ...LITERAL_TEXT] },
  },
  {
    // A page's first download carries no error table: the web names a code as its string, checked by the compiler
    // (`'GAME_PAUSED' satisfies TErrorCode`), and the words load with the first error (lib/error-text.ts).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/testing/**', 'apps/web/src/lib/error-texts.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@picture-bingo/shared',
              importNames: ['ErrorCode', 'ERRORS', 'isErrorCode'],
              allowTypeImports: true,
              message:
                "Name a code as its string (`'GAME_PAUSED' satisfies TErrorCode`); its words come from lib/error-text.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Boundaries, enforced on our source only (not on e2e/bench scripts, and not through node_modules).
    files: sources,
    plugins: { 'import-x': importX },
    settings: {
      // no-cycle follows imports through files it parses itself: only ours, with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            `${root}/apps/web/tsconfig.json`,
            `${root}/apps/server/tsconfig.json`,
            `${root}/packages/shared/tsconfig.json`,
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
    },
  },
  {
    // Nothing imports a test file, so none closes a cycle: skipping them halves the rule's cost.
    files: sources,
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Routes do not build SQL: no query builder in a route module (its tests may arrange rows directly).
    files: [`${server}/routes/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'kysely', message: 'Routes do not build SQL: move the query into a repository.' }],
          patterns: [
            { group: ['kysely/*'], message: 'Routes do not build SQL: move the query into a repository.' },
          ],
        },
      ],
    },
  },
  {
    // A route's JSON body is read through its declaration (`declared.body()`, routes/register.ts), so the schema
    // the docs show is the one that validates; only bodies that are not JSON (a webhook's raw bytes, the local
    // checkout's form) are read raw.
    files: [`${server}/routes/**/*.routes.ts`],
    ignores: [`${server}/routes/payments/webhook.routes.ts`, `${server}/routes/checkout/checkout.routes.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='request'][property.name='body']",
          message: "Read the body as the route declares it: the handler's declared.body().",
        },
      ],
    },
  },
);
