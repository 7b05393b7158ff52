import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasVisibleText, normaliseText, textKey } from './normalise-text';
import { ZPlayerName } from './schemas/player';
import { ZGameSetupUpdate } from './schemas/game';
import { NAME_ADJECTIVES, NAME_ANIMALS, suggestName } from './name-suggestions';

/** Characters that draw nothing: zero-width, bidi controls, soft hyphen, word joiners, BOM, fillers. */
const INVISIBLES = [
  '\u00AD',
  '\u034F',
  '\u061C',
  '\u115F',
  '\u1160',
  '\u180E',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2060',
  '\u2061',
  '\u2062',
  '\u2063',
  '\u2064',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u2800',
  '\u3164',
  '\uFEFF',
  '\uFFA0',
  '\u{E0041}',
];

// Property runs take a second or two on a loaded machine.
describe('normaliseText and textKey', { timeout: 30_000 }, () => {
  it('makes look-alike names one key', () => {
    const key = textKey('Admin');
    for (const lookAlike of [
      'admin\u200b',
      'ａｄｍｉｎ',
      'ADMIN',
      ' ad\u00ADmin ',
      '\u202Eadmin\u202C',
      'ad\u2060min',
    ])
      expect(textKey(lookAlike)).toBe(key);
    expect(textKey('Straße')).toBe(textKey('STRASSE'));
    // Cyrillic and Greek letters that look Latin: "Аdmin" with a Cyrillic А, "ΑDΜΙΝ" in Greek capitals.
    expect(textKey('\u0410dmin')).toBe(key);
    expect(textKey('\u0391D\u039C\u0399\u039D')).toBe(key);
    expect(textKey('Васо')).toBe(textKey('BACO'));
    // Names in those scripts stay themselves, and distinct from one another.
    expect(normaliseText('\u0410dmin')).toBe('\u0410dmin');
    expect(textKey('Иван')).not.toBe(textKey('Ivan'));
    expect(textKey('Сергей')).not.toBe(textKey('Серж'));
    expect(textKey('ΟΔΥΣΣΕΥΣ')).toBe(textKey('οδυσσευς'));
  });

  it('composes accents and collapses whitespace', () => {
    expect(normaliseText('e\u0301')).toBe('é');
    expect(normaliseText('e\u200b\u0301')).toBe('é');
    expect(normaliseText('  Anna \u3000\u00A0 Maria\t')).toBe('Anna Maria');
    expect(normaliseText('ﬁsh')).toBe('fish');
    // A pile of combining marks ("Zalgo") keeps four per letter (after composing), enough for any script.
    expect(normaliseText(`Z${'\u0301\u0302\u0303\u0304\u0305'.repeat(10)}`)).toBe(
      '\u0179\u0302\u0303\u0304\u0305',
    );
    expect(normaliseText('Nguyễn Thị')).toBe('Nguyễn Thị');
  });

  it('keeps emoji whole but leaves their joiners out of the key', () => {
    expect(normaliseText('👩\u200D💻 Dev')).toBe('👩\u200D💻 Dev');
    expect(normaliseText('❤\uFE0F')).toBe('❤\uFE0F');
    expect(normaliseText('a\u200Db')).toBe('ab');
    expect(normaliseText('\uFE0Fa')).toBe('a');
    expect(textKey('👩\u200D💻')).toBe(textKey('👩💻'));
    expect(textKey('❤\uFE0F')).toBe(textKey('❤'));
  });

  it('keeps RTL scripts and other alphabets as they are', () => {
    expect(normaliseText('שלום')).toBe('שלום');
    expect(normaliseText('مرحبا')).toBe('مرحبا');
    expect(normaliseText('Иван')).toBe('Иван');
    expect(normaliseText('李小龙')).toBe('李小龙');
  });

  it('finds nothing visible in invisible text', () => {
    for (const ch of INVISIBLES) {
      expect(normaliseText(`${ch}${ch}`)).toBe('');
      expect(normaliseText(`a${ch}b`)).toBe('ab');
    }
    expect(hasVisibleText(normaliseText('\u0301'))).toBe(false);
    expect(hasVisibleText('é')).toBe(true);
    expect(hasVisibleText('🎉')).toBe(true);
  });

  it('folds the capital sharp s with the small one and with "SS"', () => {
    expect(textKey('ẞ')).toBe('ss');
    expect(textKey(textKey('ẞ'))).toBe('ss');
    expect(textKey('STRAẞE')).toBe(textKey('Straße'));
    expect(textKey('STRASSE')).toBe(textKey('Straße'));
  });

  it('is idempotent, and the key is a fixed point of itself (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const once = normaliseText(s);
        expect(normaliseText(once)).toBe(once);
        expect(textKey(once)).toBe(textKey(s));
        expect(textKey(textKey(s))).toBe(textKey(s));
      }),
      { numRuns: 300 },
    );
  });

  it('ignores invisible characters wherever they are inserted (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme-ascii', minLength: 1 }),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLES)), { maxLength: 6 }),
        (s, inserts) => {
          const chars = Array.from(s);
          for (const [at, ch] of inserts) chars.splice(at % (chars.length + 1), 0, ch);
          expect(textKey(chars.join(''))).toBe(textKey(s));
          expect(normaliseText(chars.join(''))).toBe(normaliseText(s));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never leaves leading, trailing or double whitespace or an invisible character (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const out = normaliseText(s);
        expect(out).toBe(out.trim());
        expect(out).not.toMatch(/\s\s/u);
        expect(out).not.toMatch(/[\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD]/u);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the schemas use the normalised form', () => {
  it('stores names normalised and refuses invisible ones clearly', () => {
    expect(ZPlayerName.parse(' ａｄｍｉｎ\u200b ')).toBe('admin');
    expect(ZPlayerName.safeParse('\u200b\u2060\u3164').error?.issues[0]?.message).toBe(
      'Player Name must have letters, numbers or symbols you can see',
    );
    expect(ZPlayerName.safeParse('   ').error?.issues[0]?.message).toBe('Player Name is required');
    // The length counts the normalised form: invisible padding cannot push a name over or under the limit.
    expect(ZPlayerName.parse(`${'a'.repeat(30)}${'\u200b'.repeat(50)}`)).toBe('a'.repeat(30));
  });

  it('refuses look-alike duplicate labels and normalises titles', () => {
    const dup = ZGameSetupUpdate.safeParse({ words: ['Café', 'cafe\u0301'] });
    expect(dup.error?.issues[0]?.message).toBe('"cafe\u0301" is already on the board'.normalize('NFC'));
    expect(ZGameSetupUpdate.safeParse({ words: ['Cat', 'ＣＡＴ'] }).success).toBe(false);
    expect(ZGameSetupUpdate.safeParse({ words: ['\u200b'] }).error?.issues[0]?.message).toBe(
      'Each label must have letters, numbers or symbols you can see',
    );
    expect(ZGameSetupUpdate.parse({ eventTitle: ' Ｓｕｍｍｅｒ\u202E  Party ' }).eventTitle).toBe(
      'Summer Party',
    );
  });
});

describe('suggestName', () => {
  it('pairs an adjective with an animal, from the given random source', () => {
    expect(suggestName(() => 0)).toBe(`${NAME_ADJECTIVES[0]} ${NAME_ANIMALS[0]}`);
    fc.assert(
      fc.property(fc.nat(), fc.nat(), (a, b) => {
        let n = 0;
        const name = suggestName((max) => [a, b][n++]! % max);
        expect(ZPlayerName.parse(name)).toBe(name);
      }),
    );
  });
});
