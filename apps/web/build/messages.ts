/**
 * Compiles the message catalogues (Paraglide JS with the inlang message format) into
 * typed message functions in src/paraglide (git-ignored, rebuilt by build, lint, typecheck and install). Before
 * compiling it writes the pseudo-locale en-XA from English and refuses a catalogue that lacks a message, has one
 * English does not, or names other parameters than English's: a gap fails the build and the type check, it never
 * falls back to English silently. The inlang plugin is read from node_modules (project.inlang/settings.json), so
 * compiling never reaches the network.
 *
 * The catalogues come in two groups, each a chunk per language: the guests' words (apps/web/messages/{locale}.json)
 * and the host's and big screen's (apps/web/messages/host/{area}/{locale}.json, one file per area of the app). A
 * guest's phone downloads only the first; a host page loads the second too (lib/i18n/messages.ts). A key is unique
 * across every file.
 *
 *   node --import tsx apps/web/build/messages.ts
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@inlang/paraglide-js';
import { pseudo } from '../src/lib/i18n/pseudo';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const project = path.join(webRoot, 'project.inlang');
const outdir = path.join(webRoot, 'src/paraglide');

/** The files of one locale, by the settings' path patterns (`./messages/{locale}.json`, …). */
function cataloguePaths(patterns: readonly string[], locale: string): string[] {
  return patterns.map((pattern) => path.join(project, '..', pattern.replace('{locale}', locale)));
}

/** A file's group: the host's words live under messages/host/. */
const isHostFile = (file: string) => file.split(path.sep).includes('host');

/** A message: a plain pattern, or variants selected by declared inputs (plural forms). */
type Message = string | { declarations?: string[]; selectors?: string[]; match: Record<string, string> }[];
type Catalogue = Record<string, Message>;

const PSEUDO_LOCALE = 'en-XA';

/** The first lines of every module this script writes. */
const HEADER = '/* eslint-disable */\n// Written by apps/web/build/messages.ts.\n';

function pseudoMessage(message: Message): Message {
  if (typeof message === 'string') return pseudo(message);
  return message.map((variant) => ({
    ...variant,
    match: Object.fromEntries(Object.entries(variant.match).map(([key, text]) => [key, pseudo(text)])),
  }));
}

/** The parameters a message takes: its `{name}` placeholders and its declared inputs. */
function parametersOf(message: Message): string[] {
  const texts =
    typeof message === 'string' ? [message] : message.flatMap((variant) => Object.values(variant.match));
  const names = new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((found) => found[1])));
  if (typeof message !== 'string') {
    for (const variant of message) {
      for (const declaration of variant.declarations ?? []) {
        const input = /^input (\w+)$/.exec(declaration);
        if (input) names.add(input[1]);
      }
    }
  }
  // A local variable (a plural selector) is the message's own, not a parameter.
  for (const variant of typeof message === 'string' ? [] : message) {
    for (const declaration of variant.declarations ?? []) {
      const local = /^local (\w+) =/.exec(declaration);
      if (local) names.delete(local[1]);
    }
  }
  return [...names].sort();
}

function readFile(file: string): Catalogue {
  const { $schema: _schema, ...messages } = JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue;
  return messages;
}

/** One locale's messages from all its files; a key in two files is refused. */
function readCatalogue(patterns: readonly string[], locale: string): Catalogue {
  const merged: Catalogue = {};
  for (const file of cataloguePaths(patterns, locale)) {
    for (const [key, message] of Object.entries(readFile(file))) {
      if (key in merged) throw new Error(`Message "${key}" is in two catalogues of ${locale} (${file})`);
      merged[key] = message;
    }
  }
  return merged;
}

/** What one catalogue lacks or has beyond English, and the messages whose parameters differ. */
export function catalogueProblems(locale: string, source: Catalogue, target: Catalogue): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(source)) {
    if (!(key in target)) problems.push(`${locale}: missing message "${key}"`);
    else if (parametersOf(source[key]).join() !== parametersOf(target[key]).join()) {
      problems.push(
        `${locale}: "${key}" takes {${parametersOf(target[key]).join(', ')}}, English {${parametersOf(source[key]).join(', ')}}`,
      );
    }
  }
  for (const key of Object.keys(target)) {
    if (!(key in source)) problems.push(`${locale}: "${key}" is not an English message`);
  }
  return problems;
}

async function main() {
  const settings = JSON.parse(fs.readFileSync(path.join(project, 'settings.json'), 'utf8')) as {
    baseLocale: string;
    locales: string[];
    'plugin.inlang.messageFormat': { pathPattern: string[] };
  };
  const patterns = settings['plugin.inlang.messageFormat'].pathPattern;
  const sourceFiles = cataloguePaths(patterns, settings.baseLocale);
  const pseudoFiles = cataloguePaths(patterns, PSEUDO_LOCALE);
  const hostKeys = new Set<string>();
  sourceFiles.forEach((file, index) => {
    const messages = readFile(file);
    if (isHostFile(file)) for (const key of Object.keys(messages)) hostKeys.add(key);
    const pseudoCatalogue = Object.fromEntries(
      Object.entries(messages).map(([key, message]) => [key, pseudoMessage(message)]),
    );
    fs.writeFileSync(pseudoFiles[index], `${JSON.stringify(pseudoCatalogue, null, 2)}\n`);
  });
  const source = readCatalogue(patterns, settings.baseLocale);

  const problems = settings.locales
    .filter((locale) => locale !== settings.baseLocale)
    .flatMap((locale) => catalogueProblems(locale, source, readCatalogue(patterns, locale)));
  if (problems.length > 0) {
    console.error(`Message catalogues (apps/web/messages):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }

  // Compiling takes seconds: skipped when the catalogues and settings are those of the last compile.
  const stamp = path.join(outdir, '.catalogues-hash');
  const hash = createHash('sha256')
    .update(fs.readFileSync(path.join(project, 'settings.json')))
    .update(fs.readFileSync(fileURLToPath(import.meta.url)))
    .update(fs.readFileSync(path.join(webRoot, 'src/lib/i18n/pseudo.ts')));
  for (const locale of settings.locales) {
    for (const file of cataloguePaths(patterns, locale)) hash.update(fs.readFileSync(file));
  }
  const digest = hash.digest('hex');
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === digest) return;

  await compile({
    project,
    outdir,
    outputStructure: 'locale-modules',
    emitTsDeclarations: false,
    emitReadme: false,
    strategy: ['globalVariable', 'baseLocale'],
  });
  // The plugin that reads the catalogues failed to load if a message is missing from the output.
  const compiled = fs.readFileSync(path.join(outdir, 'messages', `${settings.baseLocale}.js`), 'utf8');
  const lost = Object.keys(source).filter((key) => !compiled.includes(`export const ${key} =`));
  if (lost.length > 0) {
    console.error(`Paraglide compiled no function for: ${lost.join(', ')}`);
    process.exit(1);
  }
  writeShownModules(Object.keys(source), hostKeys);
  for (const locale of settings.locales.filter((locale) => locale !== settings.baseLocale)) {
    splitLocaleModule(locale, hostKeys);
  }
  fs.writeFileSync(stamp, digest);
}

/** Paraglide's module of one locale: its header (typedefs, its one import), then `export const key = …;` per message. */
function exportsOf(file: string): { header: string; bodies: Map<string, string> } {
  const text = fs.readFileSync(file, 'utf8');
  const [header, ...pieces] = text.split(/^export const /m);
  const bodies = new Map<string, string>();
  for (const piece of pieces) {
    const match = /^(\w+) = ([\s\S]*)$/.exec(piece);
    if (!match) throw new Error(`Unexpected message in ${file}: ${piece.slice(0, 80)}`);
    bodies.set(match[1], match[2].trimEnd());
  }
  return { header, bodies };
}

/**
 * One locale's module split in its two chunks: `{locale}-guest.js` (the guests' words) and `{locale}-host.js` (the
 * host's and big screen's), each with Paraglide's header.
 */
function splitLocaleModule(locale: string, hostKeys: ReadonlySet<string>) {
  const { header, bodies } = exportsOf(path.join(outdir, 'messages', `${locale}.js`));
  for (const [group, host] of [
    ['guest', false],
    ['host', true],
  ] as const) {
    const keys = [...bodies.keys()].filter((key) => hostKeys.has(key) === host);
    const file = path.join(outdir, 'messages', `${locale}-${group}`);
    fs.writeFileSync(
      `${file}.js`,
      header + keys.map((key) => `export const ${key} = ${bodies.get(key)}\n`).join('\n'),
    );
    // Its types: the chunk's messages as English's (the type check does not read modules this large itself).
    fs.writeFileSync(`${file}.d.ts`, `${HEADER}export { ${keys.join(', ')} } from './_index.js';\n`);
  }
}

/**
 * The modules the app reads its words through (lib/i18n/messages.ts): `shown.js` re-exports one module per message,
 * `shown/{key}.js`, whose function calls the shown language's catalogue of its group (guest or host), or the English
 * function it holds while English is shown or that group is not loaded. A message is a module of its own so that a
 * page's chunk carries the English words it uses and no others; every other language is two chunks, loaded whole
 * (`show`, `showHost`). `messages/en-all.js` is English whole, for a printout in English (loaded on demand).
 */
function writeShownModules(keys: readonly string[], hostKeys: ReadonlySet<string>) {
  const { bodies } = exportsOf(path.join(outdir, 'messages', 'en.js'));
  const dir = path.join(outdir, 'shown');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  for (const key of keys) {
    const body = bodies.get(key);
    if (!body) throw new Error(`No English function for ${key}`);
    const registry = body.includes('registry.') ? 'import * as registry from "../registry.js";\n' : '';
    const catalogue = hostKeys.has(key) ? 'shownHost' : 'shown';
    fs.writeFileSync(
      path.join(dir, `${key}.js`),
      `${HEADER}${registry}import { ${catalogue} } from '../shown-catalogue.js';\n` +
        `const english = ${body}\n` +
        `export const ${key} = (inputs) => (${catalogue} ? ${catalogue}.${key}(inputs) : english(inputs));\n`,
    );
  }
  fs.writeFileSync(
    path.join(outdir, 'shown-catalogue.js'),
    `${HEADER}export let shown;\nexport let shownHost;\n` +
      `export function show(catalogue) {\n  shown = catalogue;\n}\n` +
      `export function showHost(catalogue) {\n  shownHost = catalogue;\n}\n`,
  );
  fs.writeFileSync(
    path.join(outdir, 'shown-catalogue.d.ts'),
    `${HEADER}export declare let shown: Record<string, (inputs?: object) => string> | undefined;\n` +
      `export declare let shownHost: Record<string, (inputs?: object) => string> | undefined;\n` +
      'export declare function show(catalogue: object | undefined): void;\n' +
      'export declare function showHost(catalogue: object | undefined): void;\n',
  );
  fs.writeFileSync(
    path.join(outdir, 'shown.js'),
    `${HEADER}${keys.map((key) => `export { ${key} } from './shown/${key}.js';`).join('\n')}\n`,
  );
  fs.writeFileSync(path.join(outdir, 'shown.d.ts'), `${HEADER}export * from './messages/_index.js';\n`);
  fs.copyFileSync(path.join(outdir, 'messages', 'en.js'), path.join(outdir, 'messages', 'en-all.js'));
  fs.writeFileSync(path.join(outdir, 'messages', 'en-all.d.ts'), `${HEADER}export * from './_index.js';\n`);
}

await main();
// The inlang SDK keeps handles open for half a minute after its project is closed.
process.exit(0);
