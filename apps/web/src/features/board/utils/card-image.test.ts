import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '@/lib/i18n/messages';
import { cell } from '@/testing/results-fixtures';
import { renderCardImage } from './card-image';

/** A 2D context that records where each cell's square and label are drawn. */
function fakeContext() {
  const squares: { x: number; y: number }[] = [];
  const labels: { text: string; x: number; align: string; direction: string }[] = [];
  const ctx = {
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 0,
    font: '',
    textAlign: 'start',
    textBaseline: 'alphabetic',
    direction: 'inherit',
    globalAlpha: 1,
    measureText: (text: string) => ({ width: text.length * 10 }),
    fillRect(x: number, y: number, w: number, h: number) {
      if (w === 300 && h === 300) squares.push({ x, y });
    },
    fillText(text: string, x: number) {
      labels.push({ text, x, align: this.textAlign, direction: this.direction });
    },
    strokeRect: () => undefined,
    drawImage: () => undefined,
  };
  return { ctx, squares, labels };
}

afterEach(async () => {
  vi.restoreAllMocks();
  await chooseLocale('en');
});

async function draw() {
  const { ctx, squares, labels } = fakeContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => callback(new Blob()));
  const cells = [0, 1, 2, 3].map((idx) => cell({ idx, value: `L${idx}` }));
  await renderCardImage({ title: 'Party', subtitle: 'Ann', boardSize: 2, cells, outlineLines: false });
  return { ctx, squares, labels };
}

describe('the kept card picture', () => {
  it('is drawn left to right in English', async () => {
    const { ctx, squares } = await draw();
    expect(ctx.direction).toBe('ltr');
    // Cell 0 is the top left square, cell 1 to its right.
    expect(squares[0].x).toBeLessThan(squares[1].x);
  });

  it('is drawn right to left in Arabic, as the card shows: mirrored columns, text from the right', async () => {
    await chooseLocale('ar');
    const { squares, labels } = await draw();
    // Cell 0 is the top right square, cell 1 to its left; the rows stay top to bottom.
    expect(squares[0].x).toBeGreaterThan(squares[1].x);
    expect(squares[0].y).toBe(squares[1].y);
    expect(squares[2].y).toBeGreaterThan(squares[0].y);
    const label = labels.find((l) => l.text === 'L0');
    expect(label?.direction).toBe('rtl');
    expect(label?.x).toBe(squares[0].x + 150);
  });
});
