import type { TCell } from '@picture-bingo/shared';
import { completeLineCells } from './complete-lines';
import { isRightToLeft } from '@/lib/i18n/locales';
import { currentLocale, m } from '@/lib/i18n/messages';

const CELL = 300;
const GAP = 8;
const PAD = 32;
const HEADER = 120;
const LABEL_BAR = 56;

export interface CardImageInput {
  title: string;
  /** The second header line, e.g. "Ann won: the first line!" or "Ann's card". */
  subtitle: string;
  boardSize: number;
  cells: readonly TCell[];
  /** Outline the card's complete lines (the winner's card). */
  outlineLines: boolean;
  /**
   * Drawn right to left, as the card shows in a right-to-left language (Arabic): the first column on the right,
   * every text written from the right. The shown language's direction unless given.
   */
  rtl?: boolean;
}

/** `text` cut to `width` with "…" at a word's end where it can (never inside a word when a whole one fits). */
function fitText(ctx: CanvasRenderingContext2D, text: string, width: number): string {
  if (ctx.measureText(text).width <= width) return text;
  const words = text.split(' ');
  let kept = '';
  for (const word of words) {
    const next = kept ? `${kept} ${word}` : word;
    if (ctx.measureText(`${next}…`).width > width) break;
    kept = next;
  }
  if (kept) return `${kept}…`;
  let chars = Array.from(text);
  while (chars.length > 1 && ctx.measureText(`${chars.join('')}…`).width > width) chars = chars.slice(0, -1);
  return `${chars.join('')}…`;
}

function loadImage(url: string): Promise<HTMLImageElement | null> {
  const image = new Image();
  image.crossOrigin = 'anonymous';
  image.src = url;
  return image.decode().then(
    () => image,
    () => null,
  );
}

/** Draws `image` to fill the square at (x, y), cropped to its centre. */
function drawCover(ctx: CanvasRenderingContext2D, image: HTMLImageElement, x: number, y: number) {
  const side = Math.min(image.naturalWidth, image.naturalHeight);
  const sx = (image.naturalWidth - side) / 2;
  const sy = (image.naturalHeight - side) / 2;
  ctx.drawImage(image, sx, sy, side, side, x, y, CELL, CELL);
}

/**
 * The player's card as one PNG to keep or share: the event's title, whose card it is, each cell's photo (a photo
 * that does not count yet at half strength, as on the card) under its label, the free space, and the complete
 * lines outlined on a winner's card. Labels are drawn as text, so no label can inject markup.
 */
export async function renderCardImage(input: CardImageInput): Promise<Blob> {
  const { boardSize, cells } = input;
  const rtl = input.rtl ?? isRightToLeft(currentLocale());
  const side = PAD * 2 + boardSize * CELL + (boardSize - 1) * GAP;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side + HEADER;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(m.board_cannot_draw());

  // Text runs in the card's direction (a "…" cut ends on the left in Arabic); a detached canvas is otherwise ltr.
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.fillStyle = '#2e1065';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'center';
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 44px system-ui, sans-serif';
  ctx.fillText(fitText(ctx, input.title, side - PAD * 2), side / 2, PAD + 28);
  ctx.fillStyle = '#ddd6fe';
  ctx.font = '30px system-ui, sans-serif';
  ctx.fillText(fitText(ctx, input.subtitle, side - PAD * 2), side / 2, PAD + 80);

  const ordered = [...cells].sort((a, b) => a.idx - b.idx);
  const images = await Promise.all(
    ordered.map((cell) => {
      const url = cell.thumb ?? cell.image;
      return url ? loadImage(url) : null;
    }),
  );
  const outlined = input.outlineLines ? completeLineCells(cells, boardSize) : new Set<number>();
  ordered.forEach((cell, i) => {
    // The grid's columns as on screen: mirrored right to left.
    const column = rtl ? boardSize - 1 - (cell.idx % boardSize) : cell.idx % boardSize;
    const x = PAD + column * (CELL + GAP);
    const y = HEADER + PAD + Math.floor(cell.idx / boardSize) * (CELL + GAP);
    const image = images[i];
    ctx.fillStyle = cell.isFreeSpace ? '#6d28d9' : '#f1f5f9';
    ctx.fillRect(x, y, CELL, CELL);
    if (image) {
      ctx.globalAlpha = cell.isMarked ? 1 : 0.5;
      drawCover(ctx, image, x, y);
      ctx.globalAlpha = 1;
    }
    ctx.font = '600 26px system-ui, sans-serif';
    if (image || !cell.isFreeSpace) {
      ctx.fillStyle = image ? 'rgba(15, 23, 42, 0.72)' : '#e2e8f0';
      ctx.fillRect(x, y + CELL - LABEL_BAR, CELL, LABEL_BAR);
    }
    ctx.fillStyle = image || cell.isFreeSpace ? '#ffffff' : '#0f172a';
    const labelY = cell.isFreeSpace && !image ? y + CELL / 2 : y + CELL - LABEL_BAR / 2;
    ctx.fillText(fitText(ctx, cell.value, CELL - 24), x + CELL / 2, labelY);
    if (outlined.has(cell.idx)) {
      ctx.strokeStyle = '#fbbf24';
      ctx.lineWidth = 10;
      ctx.strokeRect(x + 5, y + 5, CELL - 10, CELL - 10);
    }
  });

  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(m.board_cannot_save()))), 'image/png'),
  );
}
