/**
 * Compiles the catalogues of words into modules of plain functions in src/catalogues (git-ignored, rebuilt by build,
 * lint, typecheck and the fast tests). Every catalogue is in one format (packages/shared/src/message-format.ts), a
 * JSON file per language, and all pass one check before anything is written: each language has every English message,
 * none English lacks, and the same parameters as English's; a gap fails the build and the type check, it never falls
 * back to English silently. The refusals' English and the pseudo-locale en-XA are written first.
 *
 * The catalogues (CATALOGUES): the guests' words (apps/web/messages/{locale}.json) and the host's and big screen's
 * (apps/web/messages/host/{area}/{locale}.json, one file per area of the app), a chunk per language each: a guest's
 * phone downloads only the first, a host page loads the second too (lib/i18n/messages.ts); the refusals
 * (apps/web/messages/errors/{locale}.json), a chunk per language loaded with the first error to show; the mails
 * (apps/server/src/mail/messages/{locale}.json), which the server reads itself. A key is the guests' or the host's,
 * never both.
 *
 *   node --import tsx apps/web/build/messages.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ERRORS } from '@picture-bingo/shared';
import { parseMessage, type TParsedMessage } from '@picture-bingo/shared/message-format';
import { CLIENT_WORDS, RATE_LIMITED_WAIT } from '../src/lib/error-texts';
import { BASE_LOCALE, LANGUAGES, PSEUDO_LOCALE } from '../src/lib/i18n/locales';
import { pseudo } from '../src/lib/i18n/pseudo';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(webRoot, 'src/catalogues');
const LOCALES = [...LANGUAGES, PSEUDO_LOCALE] as const;

/** One catalogue: its files, `{locale}` standing for the language, relative to apps/web. */
interface Catalogue {
  name: string;
  files: readonly string[];
  /** Whether it has the pseudo-locale: the server's mails speak only the languages a person can choose. */
  pseudo?: false;
}

/** Every catalogue of words. */
const CATALOGUES = {
  guest: { name: 'guests’ words', files: ['messages/{locale}.json'] },
  host: {
    name: 'host’s words',
    files: ['screen', 'room', 'review', 'setup', 'account', 'game'].map(
      (area) => `messages/host/${area}/{locale}.json`,
    ),
  },
  errors: { name: 'refusals', files: ['messages/errors/{locale}.json'] },
  // Read by the server as they are (apps/server/src/mail/catalogue.ts): checked here, compiled into nothing.
  mail: { name: 'mails', files: ['../server/src/mail/messages/{locale}.json'], pseudo: false },
} satisfies Record<string, Catalogue>;

type Messages = Record<string, unknown>;

/** The first lines of every module this script writes. */
const HEADER = '/* eslint-disable */\n// Written by apps/web/build/messages.ts.\n';

const fileOf = (pattern: string, locale: string) => path.join(webRoot, pattern.replace('{locale}', locale));

function readFile(file: string): Messages {
  const { $schema: _schema, ...messages } = JSON.parse(fs.readFileSync(file, 'utf8')) as Messages;
  return messages;
}

/** One language's messages from all a catalogue's files; a key in two files is refused. */
function readCatalogue(catalogue: Catalogue, locale: string): Messages {
  const merged: Messages = {};
  for (const pattern of catalogue.files) {
    const file = fileOf(pattern, locale);
    for (const [key, message] of Object.entries(readFile(file))) {
      if (key in merged) throw new Error(`Message "${key}" is in two files of ${locale} (${file})`);
      merged[key] = message;
    }
  }
  return merged;
}

function pseudoMessage(message: unknown): unknown {
  if (typeof message === 'string') return pseudo(message);
  return (message as { match: Record<string, string> }[]).map((variants) => ({
    ...variants,
    match: Object.fromEntries(Object.entries(variants.match).map(([key, text]) => [key, pseudo(text)])),
  }));
}

/** Writes the pseudo-locale's files of a catalogue from English's, file by file. */
function writePseudo(catalogue: Catalogue): void {
  for (const pattern of catalogue.files) {
    const english = readFile(fileOf(pattern, BASE_LOCALE));
    const accented = Object.fromEntries(
      Object.entries(english).map(([key, text]) => [key, pseudoMessage(text)]),
    );
    writeIfChanged(fileOf(pattern, PSEUDO_LOCALE), `${JSON.stringify(accented, null, 2)}\n`);
  }
}

/**
 * What a language's catalogue lacks or has beyond English, the messages whose parameters differ from English's,
 * and the messages the format does not allow.
 */
function catalogueProblems(locale: string, source: Messages, target: Messages): string[] {
  const problems: string[] = [];
  const read = (messages: Messages, key: string): TParsedMessage | undefined => {
    try {
      return parseMessage(messages[key]);
    } catch (error) {
      problems.push(`${locale}: "${key}": ${(error as Error).message}`);
      return undefined;
    }
  };
  for (const key of Object.keys(source)) {
    if (!(key in target)) {
      problems.push(`${locale}: missing message "${key}"`);
      continue;
    }
    const [english, translated] = [read(source, key), read(target, key)];
    if (english && translated && english.parameters.join() !== translated.parameters.join()) {
      problems.push(
        `${locale}: "${key}" takes {${translated.parameters.join(', ')}}, English {${english.parameters.join(', ')}}`,
      );
    }
  }
  for (const key of Object.keys(target)) {
    if (!(key in source)) problems.push(`${locale}: "${key}" is not an English message`);
  }
  return problems;
}

/** A text as a template literal, its placeholders read from the inputs `i`. */
const template = (text: string) =>
  `\`${text.replace(/[\\`]|\$\{/g, (found) => `\\${found}`).replace(/\{(\w+)\}/g, '${i?.$1}')}\``;

/** A message as a function of its inputs in `locale`; one with plural forms reads them with `plural` (plural.js). */
function functionOf(message: TParsedMessage, locale: string): string {
  const [other] = message.texts.slice(-1);
  if (!message.plural) return `(${message.parameters.length > 0 ? 'i' : ''}) => ${template(other[1])}`;
  const choices = message.texts
    .slice(0, -1)
    .map(([form, text]) => `form === ${JSON.stringify(form)} ? ${template(text)} : `)
    .join('');
  return `(i) => {\n  const form = plural(${JSON.stringify(locale)}, i?.${message.plural});\n  return ${choices}${template(other[1])};\n}`;
}

/** A module exporting each message as its function. */
function moduleOf(messages: Messages, locale: string): string {
  const functions = Object.entries(messages).map(
    ([key, message]) => `export const ${key} = ${functionOf(parseMessage(message), locale)};\n`,
  );
  const imports = functions.some((text) => text.includes('plural('))
    ? "import { plural } from '../plural.js';\n"
    : '';
  return `${HEADER}${imports}${functions.join('')}`;
}

/** The type of a message's function: its parameters, every one required. */
function typeOf(message: unknown): string {
  const { parameters } = parseMessage(message);
  const inputs = parameters.length
    ? `inputs: { ${parameters.map((name) => `${name}: NonNullable<unknown>`).join('; ')} }`
    : 'inputs?: Record<never, never>';
  return `(${inputs}) => string`;
}

const written = new Set<string>();

/** Writes a file unless it already says that (a dev server then reloads only what changed). */
function writeIfChanged(file: string, text: string): void {
  written.add(file);
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/** Removes what an earlier compile wrote and this one did not (a message since removed). */
function removeStale(dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) removeStale(file);
    else if (!written.has(file)) fs.rmSync(file);
  }
}

/**
 * The interface's modules. Each language but English is two chunks, `messages/{locale}-guest.js` and
 * `messages/{locale}-host.js`, loaded whole (`show`, `showHost`). The app reads its words through `shown.js`, which
 * re-exports one module per message, `shown/{key}.js`: its function calls the shown language's catalogue of its group,
 * or the English function it holds while English is shown or that group is not loaded. A message is a module of its
 * own so that a page's chunk carries the English words it uses and no others. `messages/en-all.js` is English whole,
 * for a printout in English (loaded on demand).
 */
function writeInterface(english: { guest: Messages; host: Messages }): void {
  for (const locale of LOCALES.filter((each) => each !== BASE_LOCALE)) {
    for (const group of ['guest', 'host'] as const) {
      const file = path.join(outdir, 'messages', `${locale}-${group}`);
      const messages = readCatalogue(CATALOGUES[group], locale);
      writeIfChanged(`${file}.js`, moduleOf(messages, locale));
      writeIfChanged(
        `${file}.d.ts`,
        `${HEADER}export { ${Object.keys(messages).join(', ')} } from './_index.js';\n`,
      );
    }
  }
  const all = { ...english.guest, ...english.host };
  writeIfChanged(path.join(outdir, 'messages', 'en-all.js'), moduleOf(all, BASE_LOCALE));
  writeIfChanged(path.join(outdir, 'messages', 'en-all.d.ts'), `${HEADER}export * from './_index.js';\n`);
  writeIfChanged(
    path.join(outdir, 'messages', '_index.d.ts'),
    `${HEADER}${Object.entries(all)
      .map(([key, message]) => `export declare const ${key}: ${typeOf(message)};\n`)
      .join('')}`,
  );
  for (const [key, message] of Object.entries(all)) {
    const body = functionOf(parseMessage(message), BASE_LOCALE);
    const catalogue = key in english.host ? 'shownHost' : 'shown';
    writeIfChanged(
      path.join(outdir, 'shown', `${key}.js`),
      `${HEADER}${body.includes('plural(') ? "import { plural } from '../plural.js';\n" : ''}` +
        `import { ${catalogue} } from '../shown-catalogue.js';\n` +
        `const english = ${body};\n` +
        `export const ${key} = (inputs) => (${catalogue} ? ${catalogue}.${key}(inputs) : english(inputs));\n`,
    );
  }
  writeIfChanged(
    path.join(outdir, 'shown-catalogue.js'),
    `${HEADER}export let shown;\nexport let shownHost;\n` +
      `export function show(catalogue) {\n  shown = catalogue;\n}\n` +
      `export function showHost(catalogue) {\n  shownHost = catalogue;\n}\n`,
  );
  writeIfChanged(
    path.join(outdir, 'shown-catalogue.d.ts'),
    `${HEADER}export declare let shown: Record<string, (inputs?: object) => string> | undefined;\n` +
      `export declare let shownHost: Record<string, (inputs?: object) => string> | undefined;\n` +
      'export declare function show(catalogue: object | undefined): void;\n' +
      'export declare function showHost(catalogue: object | undefined): void;\n',
  );
  writeIfChanged(
    path.join(outdir, 'shown.js'),
    `${HEADER}${Object.keys(all)
      .map((key) => `export { ${key} } from './shown/${key}.js';`)
      .join('\n')}\n`,
  );
  writeIfChanged(path.join(outdir, 'shown.d.ts'), `${HEADER}export * from './messages/_index.js';\n`);
}

/**
 * The refusals' English, written from the server's table of codes (ERRORS) and the client's own words
 * (lib/error-texts.ts), so that English is said once: the catalogue every other language translates.
 */
function writeEnglishRefusals(): void {
  const english = {
    ...Object.fromEntries(Object.entries(ERRORS).map(([code, entry]) => [code, entry.message])),
    ...CLIENT_WORDS,
    RATE_LIMITED_WAIT,
  };
  writeIfChanged(fileOf(CATALOGUES.errors.files[0], BASE_LOCALE), `${JSON.stringify(english, null, 2)}\n`);
}

/**
 * The refusals' modules, `errors/{locale}.js`, a chunk per language (lib/error-text.ts loads the shown language's
 * with the first error to show); their type is English's.
 */
function writeRefusals(): void {
  for (const locale of LOCALES) {
    const file = path.join(outdir, 'errors', locale);
    const messages = readCatalogue(CATALOGUES.errors, locale);
    // One object, its keys written once: a chunk read whole, by code.
    const entries = Object.entries(messages).map(
      ([key, message]) => `  ${key}: ${functionOf(parseMessage(message), locale).replace(/\n/g, '\n  ')},\n`,
    );
    const imports = entries.some((text) => text.includes('plural('))
      ? "import { plural } from '../plural.js';\n"
      : '';
    writeIfChanged(`${file}.js`, `${HEADER}${imports}export default {\n${entries.join('')}};\n`);
    writeIfChanged(
      `${file}.d.ts`,
      locale === BASE_LOCALE
        ? `${HEADER}declare const words: {\n${Object.entries(messages)
            .map(([key, message]) => `  ${key}: ${typeOf(message)};\n`)
            .join('')}};\nexport default words;\n`
        : `${HEADER}export { default } from './${BASE_LOCALE}.js';\n`,
    );
  }
}

/** The one check of every catalogue, before anything is compiled; a key is the guests' or the host's, not both. */
function catalogueProblemsAll(catalogues: readonly Catalogue[]): string[] {
  const hostKeys = new Set(Object.keys(readCatalogue(CATALOGUES.host, BASE_LOCALE)));
  const problems = Object.keys(readCatalogue(CATALOGUES.guest, BASE_LOCALE))
    .filter((key) => hostKeys.has(key))
    .map((key) => `"${key}" is in both the guests’ and the host’s words`);
  for (const catalogue of catalogues) {
    const source = readCatalogue(catalogue, BASE_LOCALE);
    const locales = catalogue.pseudo === false ? LANGUAGES : LOCALES;
    for (const locale of locales.filter((each) => each !== BASE_LOCALE)) {
      const found = catalogueProblems(locale, source, readCatalogue(catalogue, locale));
      problems.push(...found.map((problem) => `${catalogue.name}, ${problem}`));
    }
  }
  return problems;
}

function main(): void {
  writeEnglishRefusals();
  const catalogues: Catalogue[] = Object.values(CATALOGUES);
  for (const catalogue of catalogues.filter((each) => each.pseudo !== false)) writePseudo(catalogue);
  const problems = catalogueProblemsAll(catalogues);
  if (problems.length > 0) {
    console.error(`Catalogues of words:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  writeIfChanged(
    path.join(outdir, 'plural.js'),
    `${HEADER}/** The plural form of a number in a language (Intl.PluralRules: one, two, few, many, zero, other). */\n` +
      'export const plural = (locale, input) => new Intl.PluralRules(locale).select(Number(input));\n',
  );
  writeInterface({
    guest: readCatalogue(CATALOGUES.guest, BASE_LOCALE),
    host: readCatalogue(CATALOGUES.host, BASE_LOCALE),
  });
  writeRefusals();
  writeIfChanged(path.join(outdir, '.gitignore'), '# Written by apps/web/build/messages.ts.\n*\n');
  removeStale(outdir);
}

main();
