import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CellLabel } from './cell-label';

// jsdom has no layout, so this one lays text out like a browser would in a 60×60 px cell: every character is
// 0.6 em wide, lines are 1.2 em high, and lines break only at spaces (a word is one unbreakable piece).
const BOX = 60;
const CHAR = 0.6;
const fontSizeOf = (el: Element) => parseFloat((el as HTMLElement).style.fontSize) || 16;
const isBox = (el: Element) => el.hasAttribute('data-fit');
const isWord = (el: Element) => el.parentElement?.parentElement?.hasAttribute('data-fit') === true;
const wordWidth = (el: Element) => (el.textContent ?? '').length * CHAR * fontSizeOf(el.parentElement!);

function linesOf(inner: Element) {
  const size = fontSizeOf(inner);
  let lines = 1;
  let used = 0;
  for (const word of Array.from(inner.children)) {
    const width = Math.min(wordWidth(word), BOX);
    const needed = used === 0 ? width : used + CHAR * size + width;
    if (used > 0 && needed > BOX) {
      lines += 1;
      used = width;
    } else used = needed;
  }
  return lines;
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    if (isBox(this) || (this.parentElement && isBox(this.parentElement))) return BOX;
    if (isWord(this)) return Math.min(wordWidth(this), BOX);
    return 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return isBox(this) ? BOX : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isWord(this) ? wordWidth(this) : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.parentElement && isBox(this.parentElement) ? linesOf(this) * 1.2 * fontSizeOf(this) : 0;
  });
});

afterEach(() => vi.restoreAllMocks());

const boxOf = (text: string) => screen.getByText(text.split(' ')[0]).closest('[data-fit]') as HTMLElement;
const sizeOf = (text: string) => fontSizeOf(boxOf(text).firstElementChild!);

describe('CellLabel', () => {
  it('keeps every word in one unbreakable piece, with the spaces between them', () => {
    const { container } = render(<CellLabel text="Someone wearing a  Hawaiian shirt" />);
    const words = Array.from(container.querySelectorAll('[data-fit] > span > span'));
    expect(words.map((word) => word.textContent)).toEqual(['Someone', 'wearing', 'a', 'Hawaiian', 'shirt']);
    for (const word of words) expect(word).toHaveClass('inline-block', 'truncate');
    expect(container.textContent).toBe('Someone wearing a Hawaiian shirt');
    expect(boxOf('Someone').firstElementChild).toHaveClass('[overflow-wrap:normal]', '[word-break:normal]');
  });

  it('takes the largest size that fits: a short label stays big, a long one shrinks', () => {
    render(
      <>
        <CellLabel text="Kite" max={16} min={10} />
        <CellLabel text="Sunglasses" max={16} min={8} />
      </>,
    );
    expect(sizeOf('Kite')).toBe(16);
    // 10 characters × 0.6 em, with a pixel to spare within 60 px: 9.5 px.
    expect(sizeOf('Sunglasses')).toBe(9.5);
    expect(boxOf('Sunglasses')).toHaveAttribute('data-fit', 'whole');
    expect(boxOf('Sunglasses')).not.toHaveAttribute('title');
  });

  it('wraps several words onto lines before it shrinks them', () => {
    render(<CellLabel text="Someone wearing a Hawaiian shirt" max={16} min={8} />);
    // "Hawaiian" alone would allow 12.5 px, but then the words take 5 lines (75 px); at 11 px "wearing a"
    // shares a line and 4 lines of 13.2 px fit.
    expect(sizeOf('Someone wearing a Hawaiian shirt')).toBe(11);
    expect(boxOf('Someone')).toHaveAttribute('data-fit', 'whole');
  });

  it('never goes below the minimum: a word too long for the cell ends in "…" and the full text is in title', () => {
    render(<CellLabel text="Supercalifragilisticexpialidocious" max={16} min={10} />);
    const box = boxOf('Supercalifragilisticexpialidocious');
    expect(fontSizeOf(box.firstElementChild!)).toBe(10);
    expect(box).toHaveAttribute('data-fit', 'truncated');
    expect(box).toHaveAttribute('title', 'Supercalifragilisticexpialidocious');
    expect(box.querySelector(':scope > span > span')).toHaveClass('truncate');
  });

  it('refits when the text changes', () => {
    const { rerender } = render(<CellLabel text="Kite" max={16} min={8} />);
    expect(sizeOf('Kite')).toBe(16);
    rerender(<CellLabel text="Sunglasses" max={16} min={8} />);
    expect(sizeOf('Sunglasses')).toBe(9.5);
  });
});

describe('CellLabel onTruncatedChange', () => {
  it('tells its owner when the text stops fitting and when it fits again', () => {
    const onTruncatedChange = vi.fn();
    const { rerender } = render(
      <CellLabel text="Supercalifragilisticexpialidocious" min={10} onTruncatedChange={onTruncatedChange} />,
    );
    expect(onTruncatedChange).toHaveBeenLastCalledWith(true);
    rerender(<CellLabel text="Kite" min={10} onTruncatedChange={onTruncatedChange} />);
    expect(onTruncatedChange).toHaveBeenLastCalledWith(false);
  });
});
