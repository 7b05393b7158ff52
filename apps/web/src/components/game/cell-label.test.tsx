import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CellLabel } from './cell-label';

// jsdom has no layout, so this one lays text out like a browser would in a 60×60 px cell: every character is
// 0.6 em wide (a CJK character 1 em), lines are 1.2 em high, and lines break where the label's CSS lets them: at
// spaces, and between CJK characters but never before a small kana, "ー" or closing punctuation
// (line-break: strict); a Latin word longer than the line sticks out.
const BOX = 60;
const CHAR = 0.6;
const fontSizeOf = (el: Element) => parseFloat((el as HTMLElement).style.fontSize) || 16;
const isBox = (el: Element) => el.hasAttribute('data-fit');
const isInner = (el: Element) => el.parentElement !== null && isBox(el.parentElement);

const CJK = /[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/u;
/** Never the first character of a line under `line-break: strict`: small kana, "ー", closing punctuation. */
const NO_BREAK_BEFORE = /[ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶー、。，．）」』】〕！？ー]/u;

/** The pieces of a word that lines may break between: a Latin run stays whole, CJK characters stand alone. */
function pieces(word: string): string[] {
  const out: string[] = [];
  for (const char of word) {
    const last = out.length - 1;
    const joins =
      last >= 0 && (NO_BREAK_BEFORE.test(char) || (!CJK.test(char) && !CJK.test(out[last].at(-1) ?? '')));
    if (joins) out[last] += char;
    else out.push(char);
  }
  return out;
}

const widthOf = (text: string, size: number) =>
  [...text].reduce((sum, char) => sum + (CJK.test(char) ? 1 : CHAR) * size, 0);

/** Widths of the lines the text of `inner` takes at its font size. */
function lineWidths(inner: Element): number[] {
  const size = fontSizeOf(inner);
  const lines: number[] = [];
  for (const word of (inner.textContent ?? '').split(/\s+/).filter(Boolean)) {
    pieces(word).forEach((piece, i) => {
      const gap = i === 0 ? CHAR * size : 0;
      const width = widthOf(piece, size);
      const last = lines.length - 1;
      if (last >= 0 && lines[last] + gap + width <= BOX) lines[last] += gap + width;
      else lines.push(width);
    });
  }
  return lines;
}

const rect = (width: number, height: number) => ({ width, height }) as DOMRect;
const rangeRect = Range.prototype.getBoundingClientRect;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isBox(this) ? BOX : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isBox(this) ? BOX : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isInner(this) ? lineWidths(this).length * 1.2 * fontSizeOf(this) : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return isInner(this) || isBox(this) ? rect(BOX, BOX) : rect(0, 0);
  });
  Range.prototype.getBoundingClientRect = function (this: Range) {
    const inner = this.startContainer as Element;
    const widths = lineWidths(inner);
    return rect(Math.max(0, ...widths), widths.length * 1.2 * fontSizeOf(inner));
  };
});

afterEach(() => {
  vi.restoreAllMocks();
  Range.prototype.getBoundingClientRect = rangeRect;
});

/** Labels are fitted together in a microtask after the render (label-fitter.ts): this lets it run. */
const fitted = () => act(async () => {});

const labelOf = (text: string) => screen.getByText(text);
const boxOf = (text: string) => labelOf(text).parentElement as HTMLElement;
const sizeOf = (text: string) => fontSizeOf(labelOf(text));

describe('CellLabel', () => {
  it('is one piece of text that breaks lines only between words', async () => {
    render(<CellLabel text="Someone wearing a Hawaiian shirt" />);
    await fitted();
    const label = labelOf('Someone wearing a Hawaiian shirt');
    expect(label.childNodes).toHaveLength(1);
    expect(label).toHaveClass('[overflow-wrap:normal]', '[word-break:normal]', 'hyphens-manual');
  });

  it('breaks a Japanese label between characters (it has no spaces), never before a small kana or "ー"', async () => {
    // Ten characters: 10 px each at 10 px, 6 to a 60 px line; as one unbreakable word it would need 6 px.
    render(<CellLabel text="ダンスフロアで踊る人" max={16} min={9} />);
    await fitted();
    const label = labelOf('ダンスフロアで踊る人');
    // CJK text breaks between characters under word-break: normal (keep-all would forbid it); strict line
    // breaking keeps a small kana, "ー" and closing punctuation with the character before them.
    expect(label).toHaveClass('[word-break:normal]', '[line-break:strict]');
    expect(label.childNodes).toHaveLength(1);
    // At 15 px, 4 characters a line, 3 lines of 18 px: the largest size at which it fits.
    expect(sizeOf('ダンスフロアで踊る人')).toBe(15);
    expect(boxOf('ダンスフロアで踊る人')).toHaveAttribute('data-fit', 'whole');
  });

  it('keeps a Latin word in a Japanese label whole: the size is the one at which the word fits a line', async () => {
    render(<CellLabel text="Photoboothで変顔" max={16} min={8} />);
    await fitted();
    // "Photobooth" is 10 × 0.6 em: whole on a 60 px line at 10 px at most; the Japanese wraps after it.
    expect(sizeOf('Photoboothで変顔')).toBe(10);
    expect(boxOf('Photoboothで変顔')).toHaveAttribute('data-fit', 'whole');
  });

  it('takes the largest size that fits: a short label stays big, a long one shrinks', async () => {
    render(
      <>
        <CellLabel text="Kite" max={16} min={10} />
        <CellLabel text="Sunglasses" max={16} min={8} />
      </>,
    );
    await fitted();
    expect(sizeOf('Kite')).toBe(16);
    // 10 characters × 0.6 em within 60 px: 10 px.
    expect(sizeOf('Sunglasses')).toBe(10);
    expect(boxOf('Sunglasses')).toHaveAttribute('data-fit', 'whole');
    expect(boxOf('Sunglasses')).not.toHaveAttribute('title');
  });

  it('wraps several words onto lines before it shrinks them', async () => {
    render(<CellLabel text="Someone wearing a Hawaiian shirt" max={16} min={8} />);
    await fitted();
    // "Hawaiian" alone would allow 12.5 px, but then the words take 5 lines (75 px); at 11 px "wearing a"
    // shares a line and 4 lines of 13.2 px fit.
    expect(sizeOf('Someone wearing a Hawaiian shirt')).toBe(11);
    expect(boxOf('Someone wearing a Hawaiian shirt')).toHaveAttribute('data-fit', 'whole');
  });

  it('never goes below the minimum: a word too long for the cell ends in "…" and the full text is in title', async () => {
    render(<CellLabel text="Supercalifragilisticexpialidocious" max={16} min={10} />);
    await fitted();
    const label = labelOf('Supercalifragilisticexpialidocious');
    expect(fontSizeOf(label)).toBe(10);
    expect(label.style.textOverflow).toBe('ellipsis');
    expect(boxOf('Supercalifragilisticexpialidocious')).toHaveAttribute('data-fit', 'truncated');
    expect(boxOf('Supercalifragilisticexpialidocious')).toHaveAttribute(
      'title',
      'Supercalifragilisticexpialidocious',
    );
  });

  it('refits when the text changes', async () => {
    const { rerender } = render(<CellLabel text="Kite" max={16} min={8} />);
    await fitted();
    expect(sizeOf('Kite')).toBe(16);
    rerender(<CellLabel text="Sunglasses" max={16} min={8} />);
    await fitted();
    expect(sizeOf('Sunglasses')).toBe(10);
  });

  it('tells its owner when the text stops fitting and when it fits again', async () => {
    const onTruncatedChange = vi.fn();
    const { rerender } = render(
      <CellLabel text="Supercalifragilisticexpialidocious" min={10} onTruncatedChange={onTruncatedChange} />,
    );
    await fitted();
    expect(onTruncatedChange).toHaveBeenLastCalledWith(true);
    rerender(<CellLabel text="Kite" min={10} onTruncatedChange={onTruncatedChange} />);
    await fitted();
    expect(onTruncatedChange).toHaveBeenLastCalledWith(false);
    expect(labelOf('Kite').style.textOverflow).toBe('');
  });
});
