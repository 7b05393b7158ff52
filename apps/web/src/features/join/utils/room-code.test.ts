import { describe, expect, it } from 'vitest';
import { parseScannedCode, toRoomCodeInput } from './room-code';

describe('parseScannedCode', () => {
  it('reads the code from a join link', () => {
    expect(parseScannedCode('https://bingo.example.com/join/AB12CD')).toBe('AB12CD');
    expect(parseScannedCode('http://localhost:3000/join/ab12cd/')).toBe('AB12CD');
    expect(parseScannedCode('  https://bingo.example.com/join/XY98ZW?utm=qr  ')).toBe('XY98ZW');
  });

  it('reads a bare code, trimmed and upper-cased', () => {
    expect(parseScannedCode('AB12CD')).toBe('AB12CD');
    expect(parseScannedCode(' ab12cd\n')).toBe('AB12CD');
  });

  it('forgives how a bare code was written: dashes, spaces, O for 0, I or L for 1', () => {
    expect(parseScannedCode('ab-12 cd')).toBe('AB12CD');
    expect(parseScannedCode('bo0-il1')).toBe('B00111');
  });

  it('rejects anything else', () => {
    expect(parseScannedCode('')).toBeNull();
    expect(parseScannedCode('hello world')).toBeNull();
    expect(parseScannedCode('AB12C')).toBeNull();
    expect(parseScannedCode('AB12CDE')).toBeNull();
    expect(parseScannedCode('https://bingo.example.com/room/AB12CD')).toBeNull();
    expect(parseScannedCode('https://bingo.example.com/join/AB12CD/extra')).toBeNull();
    expect(parseScannedCode('javascript:alert(1)//join/AB12CD')).toBeNull();
    expect(parseScannedCode('ftp://example.com/join/AB12CD')).toBeNull();
  });
});

describe('toRoomCodeInput', () => {
  it('upper-cases as typed', () => {
    expect(toRoomCodeInput('ab1')).toBe('AB1');
  });
});
