/**
 * The format of every catalogue of words (the interface's, the refusals', the mails'): the inlang message format, the
 * part of it the app uses. A message is a text with `{name}` placeholders, or one list of texts chosen by the plural
 * form of a number (Intl.PluralRules: `one`, `two`, `few`, `many`, `zero`, `other`, and `*` for every other form):
 *
 *   "lobby_more": [{ "declarations": ["input count", "local countPlural = count: plural"],
 *                    "selectors": ["countPlural"],
 *                    "match": { "countPlural=one": "and {count} more player", "countPlural=*": "and {count} more players" } }]
 *
 * Anything else (a second selector, another function, a brace that is no placeholder) is refused by name, so a
 * catalogue never says something the build and the server would read differently. The web app's build compiles
 * messages into functions (apps/web/build/messages.ts); the server formats its mails with `formatMessage`.
 */

/** A message as a catalogue holds it. */
export type TMessage = string | readonly TVariants[];

interface TVariants {
  declarations?: readonly string[];
  selectors?: readonly string[];
  match: Readonly<Record<string, string>>;
}

/** A message read: its parameters, and its texts by plural form (`*` last, the form every other number takes). */
export interface TParsedMessage {
  /** Every input it takes, sorted: placeholders and the number whose plural form it reads. */
  parameters: string[];
  /** The input whose plural form picks the text, if the message has forms. */
  plural?: string;
  /** The texts by plural form, in the catalogue's order, `*` last. */
  texts: [form: string, text: string][];
}

const PLACEHOLDER = /\{(\w+)\}/g;
const PLURAL_FORMS = new Set(['zero', 'one', 'two', 'few', 'many', 'other', '*']);

/** The placeholders of one text; a brace that opens no `{name}` is refused. */
function placeholdersOf(text: string): string[] {
  if (text.replace(PLACEHOLDER, '').match(/[{}]/))
    throw new Error(`a brace that is no {placeholder}: ${text}`);
  return [...text.matchAll(PLACEHOLDER)].map((found) => found[1]);
}

/** Reads a message, or throws saying what in it the format does not allow. */
export function parseMessage(message: unknown): TParsedMessage {
  if (typeof message === 'string') {
    return { parameters: [...new Set(placeholdersOf(message))].sort(), texts: [['*', message]] };
  }
  if (!Array.isArray(message) || message.length !== 1) {
    throw new Error('a message is a text or a list of one set of plural forms');
  }
  const [{ declarations = [], selectors = [], match }] = message as TVariants[];
  const inputs = new Set<string>();
  let local: { name: string; input: string } | undefined;
  for (const declaration of declarations) {
    const input = /^input (\w+)$/.exec(declaration);
    const plural = /^local (\w+) = (\w+): plural$/.exec(declaration);
    if (input) inputs.add(input[1]);
    else if (plural && !local) local = { name: plural[1], input: plural[2] };
    else throw new Error(`declaration "${declaration}" is not "input x" or one "local xPlural = x: plural"`);
  }
  if (!local || selectors.length !== 1 || selectors[0] !== local.name) {
    throw new Error(`the one selector is the plural declared (${local?.name ?? 'none'})`);
  }
  const texts: [string, string][] = [];
  let other: string | undefined;
  for (const [key, text] of Object.entries(match ?? {})) {
    const [name, form] = key.split('=');
    if (name !== local.name || !PLURAL_FORMS.has(form))
      throw new Error(`"${key}" is no plural form of ${local.name}`);
    for (const placeholder of placeholdersOf(text)) inputs.add(placeholder);
    if (form === '*') other = text;
    else texts.push([form, text]);
  }
  if (other === undefined) throw new Error(`"${local.name}=*" is missing: the text of every other number`);
  inputs.add(local.input);
  inputs.delete(local.name);
  return { parameters: [...inputs].sort(), plural: local.input, texts: [...texts, ['*', other]] };
}

/** A message's text for these inputs in `locale` (its plural form by the language's rules). */
export function formatMessage(
  message: TParsedMessage,
  inputs: Readonly<Record<string, unknown>>,
  locale: string,
): string {
  const form = message.plural ? new Intl.PluralRules(locale).select(Number(inputs[message.plural])) : '*';
  const text = (message.texts.find(([each]) => each === form) ?? message.texts[message.texts.length - 1])[1];
  return text.replace(PLACEHOLDER, (_, name: string) => String(inputs[name]));
}
