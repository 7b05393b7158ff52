import { describe, expect, it } from 'vitest';
import {
  ALL_PLAYERS_ZIP_NAME,
  cellFileName,
  MAX_FILE_NAME_LENGTH,
  playerZipName,
  safeFileName,
  uniqueNames,
} from './file-names';

describe('safeFileName', () => {
  it('keeps ordinary names, accents and emoji', () => {
    expect(safeFileName('Ana María')).toBe('Ana María');
    expect(safeFileName('Team 🦊 #1')).toBe('Team 🦊 #1');
  });

  it('cannot climb out of a folder', () => {
    expect(safeFileName('../../etc')).toBe('etc');
    expect(safeFileName('..\\..\\Windows\\System32')).toBe('WindowsSystem32');
    expect(safeFileName('/etc/passwd')).toBe('etcpasswd');
    expect(safeFileName('a/../b')).toBe('a..b');
  });

  it('drops the characters file systems refuse, markup included', () => {
    expect(safeFileName('<script>alert(1)</script>')).toBe('scriptalert(1)script');
    expect(safeFileName('a:b*c?d"e<f>g|h')).toBe('abcdefgh');
  });

  it('drops control characters, NUL and the invisible characters that reorder or hide text', () => {
    expect(safeFileName('evil\u0000name\u0007')).toBe('evilname');
    expect(safeFileName('photo\u202Egnp.exe')).toBe('photognp.exe');
    expect(safeFileName('zero\u200Bwidth\uFEFF')).toBe('zerowidth');
    expect(safeFileName('tab\tand\nnew line')).toBe('tab and new line');
  });

  it('has no leading dots and no trailing dots or spaces', () => {
    expect(safeFileName('.hidden')).toBe('hidden');
    expect(safeFileName('  ...  name.  ')).toBe('name');
  });

  it('falls back to "player" when nothing is left', () => {
    expect(safeFileName('')).toBe('player');
    expect(safeFileName('   ')).toBe('player');
    expect(safeFileName('../..')).toBe('player');
    expect(safeFileName('\u202E\u0000')).toBe('player');
    expect(safeFileName('***', 'folder')).toBe('folder');
  });

  it('caps the length without splitting a character', () => {
    expect(safeFileName('x'.repeat(500))).toHaveLength(MAX_FILE_NAME_LENGTH);
    const emoji = safeFileName('🦊'.repeat(100));
    expect(Array.from(emoji)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(emoji).toBe('🦊'.repeat(MAX_FILE_NAME_LENGTH));
  });

  it('steers clear of the device names Windows reserves', () => {
    expect(safeFileName('CON')).toBe('CON_');
    expect(safeFileName('nul.txt')).toBe('nul.txt_');
    expect(safeFileName('Connor')).toBe('Connor');
  });
});

describe('uniqueNames', () => {
  it('numbers repeats from 2, ignoring case, and keeps the order', () => {
    expect(uniqueNames(['Ana', 'Ben', 'ana', 'Ana', 'Ana (2)'])).toEqual([
      'Ana',
      'Ben',
      'ana (2)',
      'Ana (3)',
      'Ana (2) (2)',
    ]);
  });
});

describe('zip names', () => {
  it('follows the spec', () => {
    expect(playerZipName('Ana')).toBe('Ana_board_images.zip');
    expect(playerZipName('../../etc')).toBe('etc_board_images.zip');
    expect(playerZipName('')).toBe('player_board_images.zip');
    expect(ALL_PLAYERS_ZIP_NAME).toBe('all_players_board_images.zip');
    expect(cellFileName(0)).toBe('cell_1.png');
    expect(cellFileName(24)).toBe('cell_25.png');
  });
});
