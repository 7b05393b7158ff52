import { Profanity } from '@2toad/profanity';
import { NAME_NOT_ALLOWED } from '@picture-bingo/shared';
import type { GameRow } from '../../db/repositories/games.repo';
import { badRequest } from '../../errors';

/**
 * The name filter: @2toad/profanity's English word list (maintained, with leetspeak spellings: "sh1t", "fcuk"),
 * matched as whole words so that "Scunthorpe", "Cassandra" or "Dickens" pass, plus the strongest swear words of
 * seven more languages below. A name is checked as typed (already normalised: NFKC folds fullwidth and styled
 * letters) and with its accents stripped, so "fück" is caught too.
 *
 * Why not the package's other eleven languages: they are machine translations of the English list (its README:
 * argos-translate) and refuse ordinary words and names: "Claire", "Cláudia", "Regina", "Júnior", "por favor",
 * 黄 (Huang), ボブ (Bob), 엄마 (mum). A party game cannot turn guests away for their own names, so the other
 * languages get a short list checked by hand instead (OTHER_LANGUAGES).
 *
 * Real given names and surnames the English list holds as slang are allowed too (the Scunthorpe problem):
 * refusing a guest called Dick, Fanny or Wang is worse than the joke it prevents, and the host can rename anyone.
 * A host who wants no filter at all turns it off in the game rules (`name_filter`).
 */
const REAL_NAMES = ['dick', 'fanny', 'willy', 'hoare', 'gaylord', 'wang', 'mona', 'cox', 'fuks'];
/** Surnames that hold a listed word, allowed only as the whole surname ("Van Dyke", not "dyke" alone). */
const REAL_SURNAMES = /(?<![\p{L}\p{N}])van dyke?(?![\p{L}\p{N}])/giu;

/** Unambiguous strong swear words and slurs (their plain and accent-free spellings), by language. */
const OTHER_LANGUAGES: Record<string, string[]> = {
  de: [
    'arschloch',
    'scheisse',
    'scheiße',
    'fotze',
    'wichser',
    'hurensohn',
    'schlampe',
    'ficken',
    'fick dich',
  ],
  es: [
    'puta',
    'puto',
    'mierda',
    'cabron',
    'cabrón',
    'coño',
    'cono',
    'gilipollas',
    'hijo de puta',
    'pendejo',
    'verga',
  ],
  fr: [
    'merde',
    'putain',
    'connard',
    'connasse',
    'salope',
    'encule',
    'enculé',
    'nique ta mere',
    'pute',
    'batard',
  ],
  it: ['cazzo', 'stronzo', 'stronza', 'vaffanculo', 'minchia', 'puttana', 'coglione', 'troia', 'figa'],
  pt: ['caralho', 'porra', 'foda-se', 'fodase', 'filho da puta', 'buceta', 'cu', 'viado', 'merda'],
  nl: ['kut', 'klootzak', 'lul', 'godverdomme', 'tering', 'kanker', 'hoer', 'neuken'],
  ru: [
    'хуй',
    'пизда',
    'блять',
    'бля',
    'ебать',
    'сука',
    'мудак',
    'пидор',
    'пидорас',
    'залупа',
    'хер',
    'говно',
  ],
};

let filter: Profanity | undefined;
function profanity(): Profanity {
  if (!filter) {
    filter = new Profanity({ languages: ['en'], wholeWord: true, unicodeWordBoundaries: true });
    filter.removeWords(REAL_NAMES);
    filter.addWords(Object.values(OTHER_LANGUAGES).flat());
  }
  return filter;
}

const withoutAccents = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');

export function isProfaneName(name: string): boolean {
  const words = profanity();
  const text = name.replace(REAL_SURNAMES, ' ');
  return words.exists(text) || words.exists(withoutAccents(text));
}

/** Refuses (400) a name the game's filter does not allow. `name` is already normalised (ZPlayerName). */
export function assertNameAllowed(game: Pick<GameRow, 'name_filter'>, name: string) {
  if (game.name_filter === 1 && isProfaneName(name)) throw badRequest(NAME_NOT_ALLOWED);
}
