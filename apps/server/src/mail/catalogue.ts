import type { TLanguage } from '@picture-bingo/shared';
import { formatMessage, parseMessage, type TMessage } from '@picture-bingo/shared/message-format';
import ar from './messages/ar.json';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import ja from './messages/ja.json';
import ptBR from './messages/pt-BR.json';

/** A text of the mails: English's keys (messages/en.json). */
export type MailKey = Exclude<keyof typeof en, '$schema'>;

/**
 * The mails' words in every language the app speaks, one catalogue per language in the format of all the app's words
 * (packages/shared/src/message-format.ts): a language without a catalogue, or a catalogue without one of English's
 * keys, fails the type check; the web app's build step checks their parameters with every other catalogue's. Address
 * forms are chosen once per language and kept: formal (vous, Sie, você in its neutral form, -desu/-masu) where a
 * language distinguishes.
 */
const CATALOGUES: Record<TLanguage, Record<MailKey, TMessage>> = {
  en,
  es,
  fr,
  de,
  'pt-BR': ptBR,
  ar,
  ja,
};

/** Each catalogue read once, when the server starts: a message the format does not allow stops it there. */
const PARSED = Object.fromEntries(
  Object.entries(CATALOGUES).map(([language, messages]) => [
    language,
    Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parseMessage(message)])),
  ]),
) as Record<TLanguage, Record<MailKey, ReturnType<typeof parseMessage>>>;

/** What a mail's words may use: the recipient's address and how long its link works (minutes or hours). */
export interface MailValues {
  to: string;
  ttl: number;
}

/** One text of the mails in `language`, with the values it names. */
export function mailText(language: TLanguage, key: MailKey, values: MailValues): string {
  return formatMessage(PARSED[language][key], { ...values }, language);
}
