import { describe, expect, it } from 'vitest';
import { formatMessage, parseMessage } from './message-format';

const seconds = (forms: Record<string, string>) => [
  {
    declarations: ['input count', 'input shown', 'local countPlural = count: plural'],
    selectors: ['countPlural'],
    match: Object.fromEntries(Object.entries(forms).map(([form, text]) => [`countPlural=${form}`, text])),
  },
];

describe('the catalogues’ message format', () => {
  it('fills a text’s placeholders, each once, and names its parameters', () => {
    const message = parseMessage('{name} gave {label} to {name}');
    expect(message.parameters).toEqual(['label', 'name']);
    expect(formatMessage(message, { name: 'Ana', label: '{name}' }, 'en')).toBe('Ana gave {name} to Ana');
  });

  it('picks a plural form by the language’s rules, `*` for every other number', () => {
    const message = parseMessage(
      seconds({
        one: 'one second',
        two: 'two seconds',
        few: '{shown} seconds (few)',
        '*': '{shown} seconds',
      }),
    );
    expect(message.parameters).toEqual(['count', 'shown']);
    const say = (count: number, locale: string) =>
      formatMessage(message, { count, shown: String(count) }, locale);
    expect([1, 2, 3, 11, 100].map((count) => say(count, 'ar'))).toEqual([
      'one second',
      'two seconds',
      '3 seconds (few)',
      '11 seconds',
      '100 seconds',
    ]);
    expect([1, 2, 3].map((count) => say(count, 'en'))).toEqual(['one second', '2 seconds', '3 seconds']);
  });

  it('refuses what the app’s catalogues do not use, by name', () => {
    expect(() => parseMessage('a {brace')).toThrow('a brace that is no {placeholder}');
    expect(() => parseMessage(seconds({ one: 'one' }))).toThrow('"countPlural=*" is missing');
    expect(() => parseMessage(seconds({ dozen: 'x', '*': 'y' }))).toThrow(
      '"countPlural=dozen" is no plural form',
    );
    const dated = [
      { declarations: ['local day = date: datetime'], selectors: ['day'], match: { 'day=*': 'x' } },
    ];
    expect(() => parseMessage(dated)).toThrow('declaration "local day = date: datetime"');
    expect(() => parseMessage(42)).toThrow('a message is a text');
  });
});
