import { afterEach, describe, expect, it } from 'vitest';
import { lobbyGame } from '@/testing/game-fixtures';
import {
  prerenderedPlaceholder,
  prerenderedSummary,
  restoreFocus,
  takeOverPrerendered,
  typedValue,
} from '@/lib/prerendered';

const SUMMARY = lobbyGame({ eventTitle: '</script><b>Party</b>' });

function page(rootHtml: string, seed?: string) {
  document.body.innerHTML = `<div id="root">${rootHtml}</div>${
    seed === undefined ? '' : `<script type="application/json" id="pb-seed">${seed}</script>`
  }`;
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('taking over the prerendered screen', () => {
  it('an empty root: nothing prerendered, nothing carried', () => {
    expect(takeOverPrerendered(page(''))).toBe(false);
  });

  it('carries what was typed, the placeholders, the focus with its caret, and the checked summary', () => {
    const root = page(
      '<form><input name="playerName" placeholder="Player1234"><input name="other"></form>',
      JSON.stringify({ summary: SUMMARY }).replace(/</g, '\\u003c'),
    );
    const field = root.querySelector('input[name="playerName"]') as HTMLInputElement;
    field.focus();
    field.value = 'Zoë K';
    field.setSelectionRange(1, 3);
    expect(takeOverPrerendered(root)).toBe(true);
    expect(typedValue('playerName')).toBe('Zoë K');
    expect(typedValue('other')).toBeUndefined();
    expect(prerenderedPlaceholder('playerName')).toBe('Player1234');
    expect(prerenderedSummary()).toEqual(SUMMARY);

    // The app's own screen replaces it: the focus and the caret go to the field of the same name.
    root.innerHTML = '<input name="playerName" value="Zoë K">';
    restoreFocus(root);
    const mine = root.querySelector('input') as HTMLInputElement;
    expect(document.activeElement).toBe(mine);
    expect([mine.selectionStart, mine.selectionEnd]).toEqual([1, 3]);
  });

  it('shown in another language than it was prerendered in: what was typed carries, the suggested name does not', () => {
    const root = page('<input name="playerName" placeholder="Player1234">');
    (root.querySelector('input') as HTMLInputElement).value = 'Zoë';
    document.documentElement.lang = 'en-XA';
    try {
      expect(takeOverPrerendered(root, 'en')).toBe(true);
    } finally {
      document.documentElement.lang = '';
    }
    expect(typedValue('playerName')).toBe('Zoë');
    expect(prerenderedPlaceholder('playerName')).toBeUndefined();
  });

  it('a seed that is not a game summary is not used: the app asks the server', () => {
    for (const seed of ['{"summary":{"gameCode":1}}', 'not json', '{}']) {
      expect(takeOverPrerendered(page('<input name="playerName">', seed))).toBe(true);
      expect(prerenderedSummary()).toBeNull();
    }
  });
});
