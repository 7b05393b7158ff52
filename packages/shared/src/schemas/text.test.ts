import { describe, expect, it } from 'vitest';
import { multiLine, singleLine } from './text';

describe('user text', () => {
  it('keeps markup as text but drops control characters', () => {
    const s = singleLine('Title', 100);
    expect(s.parse('  <script>alert(1)</script>\u0000 ')).toBe('<script>alert(1)</script>');
    expect(s.parse('a\nb\tc')).toBe('a b c');
    expect(multiLine('Welcome', 100).parse('Hi\r\nthere\u0007')).toBe('Hi\nthere');
  });

  it('keeps emoji and RTL text but not bidi controls, and enforces the length after trimming', () => {
    expect(singleLine('Title', 5).parse(' 🎉\u202Eab ')).toBe('🎉ab');
    expect(singleLine('Title', 10).parse('שלום \u202Bab')).toBe('שלום ab');
    expect(singleLine('Title', 3).safeParse('abcd').error?.issues[0]?.message).toBe(
      'Title must be at most 3 characters',
    );
  });

  it('makes lone surrogates one U+FFFD each before the length check, and keeps pairs', () => {
    const s = singleLine('Name', 3);
    expect(s.parse('\uD800\uDFFF\uDC00')).toBe('\uD800\uDFFF\uFFFD');
    expect(s.parse('\uD800'.repeat(3))).toBe('\uFFFD'.repeat(3));
    expect(s.safeParse('\uD800'.repeat(4)).error?.issues[0]?.message).toBe(
      'Name must be at most 3 characters',
    );
    expect(multiLine('Welcome', 10).parse('a\n\uDBFF')).toBe('a\n\uFFFD');
  });
});
