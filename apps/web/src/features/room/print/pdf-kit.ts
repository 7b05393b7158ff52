import { create as createQr } from 'qrcode';
import { rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

/** Points per centimetre (PDF user space is 1/72 inch). */
export const CM = 72 / 2.54;

/** Page sizes in points, portrait. */
export const PAPER = { a4: [595.28, 841.89], letter: [612, 792] } as const;
export type TPaper = keyof typeof PAPER;

export const INK = rgb(0.06, 0.09, 0.16);
export const MUTED = rgb(0.28, 0.33, 0.41);
/** The app's violet, the printouts' accent when the event has none of its own. */
export const DEFAULT_ACCENT = rgb(0.43, 0.16, 0.85);

/** `#rrggbb` as a PDF colour, or null for anything else. */
export function hexColour(hex: string | null | undefined): RGB | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => parseInt(part, 16) / 255) as [number, number, number];
  return rgb(r, g, b);
}

/**
 * What the printouts write with: one embedded font, or several in turn (`fontChain`), each character in the first
 * that has it. A Japanese font comes as many files each holding a slice of its characters.
 */
export interface TFace {
  getCharacterSet(): number[];
  widthOfTextAtSize(text: string, size: number): number;
  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; color: RGB }): void;
}

/** One embedded font as a face. */
export function faceOf(font: PDFFont): TFace {
  return {
    getCharacterSet: () => font.getCharacterSet(),
    widthOfTextAtSize: (text, size) => font.widthOfTextAtSize(text, size),
    draw: (page, text, at) => page.drawText(text, { ...at, font }),
  };
}

/**
 * Several fonts as one face: each character is written in the first font that has it (a character none has, in
 * the first: `printable` makes it "?" before).
 */
export function fontChain(fonts: PDFFont[]): TFace {
  const sets = fonts.map((font) => new Set(font.getCharacterSet()));
  const fontFor = (char: string) => {
    const code = char.codePointAt(0) ?? -1;
    const index = sets.findIndex((set) => set.has(code));
    return fonts[index === -1 ? 0 : index]!;
  };
  const runs = (text: string) => {
    const out: { font: PDFFont; text: string }[] = [];
    for (const char of text) {
      const font = fontFor(char);
      const last = out.at(-1);
      if (last?.font === font) last.text += char;
      else out.push({ font, text: char });
    }
    return out;
  };
  const union = [...new Set(sets.flatMap((set) => [...set]))];
  return {
    getCharacterSet: () => union,
    widthOfTextAtSize: (text, size) =>
      runs(text).reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0),
    draw: (page, text, at) => {
      let x = at.x;
      for (const run of runs(text)) {
        page.drawText(run.text, { ...at, x, font: run.font });
        x += run.font.widthOfTextAtSize(run.text, at.size);
      }
    },
  };
}

/**
 * `text` as the font can write it: a character the font lacks (the standard PDF fonts have Western European
 * letters only, DejaVu Sans no Chinese) becomes "?" rather than failing the whole printout; the print kit names
 * those characters to the host.
 */
export function printable(font: TFace, text: string): string {
  const charset = new Set(font.getCharacterSet());
  return Array.from(text, (char) => (charset.has(char.codePointAt(0) ?? -1) ? char : '?')).join('');
}

/** Lines of at most `width` points, broken between words (a word wider than a line is cut). */
export function wrapText(font: TFace, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) {
      line = next;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A title in at most `maxLines` lines of `width` points, at the first of `sizes` (largest first) where it fits
 * whole; at the smallest size a title that still needs more lines ends its last line with "…". Nothing is cut
 * silently.
 */
export function fitTitle(
  font: TFace,
  text: string,
  width: number,
  sizes: readonly number[],
  maxLines: number,
): { lines: string[]; size: number } {
  for (const size of sizes) {
    const lines = wrapText(font, text, size, width);
    if (lines.length <= maxLines) return { lines, size };
  }
  const size = sizes.at(-1) ?? 12;
  const lines = wrapText(font, text, size, width).slice(0, maxLines);
  let last = lines.at(-1) ?? '';
  while (last.length > 0 && font.widthOfTextAtSize(`${last}…`, size) > width) last = last.slice(0, -1);
  lines[lines.length - 1] = `${last.trimEnd()}…`;
  return { lines, size };
}

/**
 * A line as the PDF draws it, left to right: the same line for left-to-right scripts; joined and reordered for
 * Arabic and Hebrew (right-to-left.ts).
 */
export type TVisualLine = (line: string) => string;

export const sameLine: TVisualLine = (line) => line;

/** Draws `text` centred on `centreX` with its baseline at `y`. */
export function centred(
  page: PDFPage,
  text: string,
  opts: { font: TFace; size: number; centreX: number; y: number; color?: RGB; visual?: TVisualLine },
) {
  const shown = (opts.visual ?? sameLine)(printable(opts.font, text));
  const width = opts.font.widthOfTextAtSize(shown, opts.size);
  opts.font.draw(page, shown, {
    x: opts.centreX - width / 2,
    y: opts.y,
    size: opts.size,
    color: opts.color ?? INK,
  });
}

/**
 * Draws `link` as a QR code `side` points wide with its lower-left corner at (x, y), as vector squares (sharp at
 * any printer's resolution), with a quiet zone of four modules inside `side`. Error correction H: a third of the
 * code may be covered (a logo in the middle) or smudged and it still reads.
 */
export function drawQr(page: PDFPage, link: string, x: number, y: number, side: number) {
  const { modules } = createQr(link, { errorCorrectionLevel: 'H' });
  const count = modules.size;
  const cell = side / (count + 8);
  page.drawRectangle({ x, y, width: side, height: side, color: rgb(1, 1, 1) });
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; col++) {
      if (!modules.get(row, col)) continue;
      page.drawRectangle({
        x: x + (col + 4) * cell,
        y: y + side - (row + 5) * cell,
        // A hair wider than the module so neighbours print as one dark area, never with white seams.
        width: cell + 0.05,
        height: cell + 0.05,
        color: INK,
      });
    }
  }
}

/**
 * Draws one line of `text` at the start of a `width`-point column from `x`: its left edge for a left-to-right
 * printout, its right edge for a right-to-left one.
 */
export function atLineStart(
  page: PDFPage,
  text: string,
  opts: {
    font: TFace;
    size: number;
    x: number;
    width: number;
    y: number;
    color?: RGB;
    visual: TVisualLine;
    rightToLeft: boolean;
  },
) {
  const shown = opts.visual(printable(opts.font, text));
  const x = opts.rightToLeft ? opts.x + opts.width - opts.font.widthOfTextAtSize(shown, opts.size) : opts.x;
  opts.font.draw(page, shown, { x, y: opts.y, size: opts.size, color: opts.color ?? INK });
}
