import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import {
  CM,
  DEFAULT_ACCENT,
  INK,
  MUTED,
  PAPER,
  atLineStart,
  centred,
  drawQr,
  faceOf,
  fontChain,
  sameLine,
  hexColour,
  fitTitle,
  wrapText,
  type TFace,
  type TPaper,
} from './pdf-kit';
import type { TPrintTexts } from './texts';
import { ACCENT_MIN_CONTRAST, contrastRatio } from '@picture-bingo/shared';

/** What a printout shows of one game. */
export interface TPrintGame {
  title: string;
  welcome: string;
  code: string;
  /** The link the QR code holds: the same join link the room shows. */
  link: string;
  labels: string[];
  boardSize: number;
  freeSpaceWord: string;
  /** `#rrggbb`, the event's accent colour; none: the app's own. */
  accent?: string | null;
  /** The event's logo as PNG bytes, drawn in the middle of each QR code and atop the poster. */
  logoPng?: Uint8Array | null;
}

export interface TPrintOptions {
  paper: TPaper;
  /** The printout's words, in the language it is printed in. */
  texts: TPrintTexts;
  /** Told the characters of the printout that no font here writes (they print as "?"). */
  onUnprintable?: (chars: string[]) => void;
}

/** Every word a printout of this game may write, the game's own and the printout's. */
function wordsOf(game: TPrintGame, t: TPrintTexts): string[] {
  const own = [
    t.posterTitleFallback,
    t.scanToJoin,
    t.orOpen(game.link),
    t.roomCode,
    t.roomCodeLine(game.code),
    t.howToPlay,
    ...t.steps,
    t.tableCardTitle,
    t.cardSheetTitle,
    t.cardSheetIntro(game.boardSize),
    t.freeSpace,
  ];
  return [game.title, game.welcome, game.freeSpaceWord, game.link, ...game.labels, ...own];
}

/** A table card's title sizes in points, largest first: two lines fit between the accent bar and the QR code. */
const TABLE_TITLE_SIZES = [16, 13, 11] as const;

/** A letter of a script written right to left (Hebrew, Arabic and their presentation forms). */
const RIGHT_TO_LEFT_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

/** Kana, kanji (CJK ideographs) and the CJK punctuation and full-width forms that go with them. */
const isHanOrKana = (code: number) =>
  (code >= 0x3000 && code <= 0x30ff) ||
  (code >= 0x3400 && code <= 0x9fff) ||
  (code >= 0xf900 && code <= 0xfaff) ||
  (code >= 0xff00 && code <= 0xffef) ||
  (code >= 0x20000 && code <= 0x3134f);

/** The characters of `words` that `font` cannot write, each once. */
function missingCharacters(font: PDFFont | TFace, words: string[]): string[] {
  const charset = new Set(font.getCharacterSet());
  const missing = new Set<string>();
  for (const word of words) {
    for (const char of word) {
      if (!/\s/.test(char) && !charset.has(char.codePointAt(0) ?? -1)) missing.add(char);
    }
  }
  return [...missing];
}

/**
 * The document and its fonts: the standard PDF fonts when they write every word (Western European letters),
 * else DejaVu Sans embedded (unicode-font.ts, loaded only then). Characters no font here has (Chinese, Japanese,
 * Korean, Indic scripts…) print as "?", and `options.onUnprintable` is told which they are.
 */
async function start(game: TPrintGame, options: TPrintOptions, t: TPrintTexts) {
  const doc = await PDFDocument.create();
  doc.setTitle(`${game.title} – ${game.code}`);
  doc.setCreator('Picture Bingo');
  const words = wordsOf(game, t);
  const helvetica = await doc.embedFont(StandardFonts.Helvetica);
  const standard = missingCharacters(helvetica, words).length === 0;
  const unicode = standard ? null : await (await import('./unicode-font')).embedUnicodeFonts(doc);
  const fonts = {
    regular: faceOf(unicode?.regular ?? helvetica),
    bold: faceOf(unicode?.bold ?? (await doc.embedFont(StandardFonts.HelveticaBold))),
    mono: faceOf(await doc.embedFont(StandardFonts.CourierBold)),
  };
  // Japanese (and the Chinese characters of a title or label): the slices of Noto Sans JP that hold them.
  const lacking = unicode
    ? missingCharacters(unicode.regular, words).map((char) => char.codePointAt(0)!)
    : [];
  if (unicode && lacking.some(isHanOrKana)) {
    const japanese = await (await import('./japanese-font')).embedJapaneseFonts(doc, lacking);
    fonts.regular = fontChain([unicode.regular, ...japanese.regular]);
    fonts.bold = fontChain([unicode.bold, ...japanese.bold]);
  }
  const unprintable = missingCharacters(fonts.regular, words);
  if (unprintable.length > 0) options.onUnprintable?.(unprintable);
  const paper = options.paper;
  const logo = game.logoPng ? await doc.embedPng(game.logoPng) : null;
  const [width, height] = PAPER[paper];
  const accent = hexColour(game.accent) ?? DEFAULT_ACCENT;
  // Words printed in the accent keep AA contrast on the white paper; a lighter accent prints them in ink.
  const accentText =
    !game.accent || contrastRatio(game.accent, '#ffffff') >= ACCENT_MIN_CONTRAST ? accent : INK;
  // Arabic and Hebrew are joined and reordered line by line (loaded only when a word has them); an Arabic
  // printout starts its lines on the right.
  const visual = words.some((word) => RIGHT_TO_LEFT_LETTER.test(word))
    ? (await import('./right-to-left')).visualLine
    : sameLine;
  const rightToLeft = t.lang === 'ar';
  return { doc, fonts, logo, width, height, accent, accentText, visual, rightToLeft };
}

/** The event's logo fitted in a `box`-point square centred on (cx, cy), on a white tile. */
function drawLogo(page: PDFPage, logo: PDFImage, cx: number, cy: number, box: number, tile: boolean) {
  const scale = Math.min(box / logo.width, box / logo.height);
  const [w, h] = [logo.width * scale, logo.height * scale];
  if (tile) {
    const pad = box * 0.12;
    page.drawRectangle({
      x: cx - w / 2 - pad,
      y: cy - h / 2 - pad,
      width: w + 2 * pad,
      height: h + 2 * pad,
      color: rgb(1, 1, 1),
    });
  }
  page.drawImage(logo, { x: cx - w / 2, y: cy - h / 2, width: w, height: h });
}

/** A QR code with the logo (if any) over its middle: a fifth of its width, well within what level H repairs. */
function qrWithLogo(page: PDFPage, link: string, logo: PDFImage | null, x: number, y: number, side: number) {
  drawQr(page, link, x, y, side);
  if (logo) drawLogo(page, logo, x + side / 2, y + side / 2, side * 0.18, true);
}

/** The poster: title, welcome line, a large QR code, the room code and three lines on how to play. */
export async function makePoster(game: TPrintGame, options: TPrintOptions): Promise<Uint8Array> {
  const t = options.texts;
  const { doc, fonts, logo, width, height, accent, accentText, visual, rightToLeft } = await start(
    game,
    options,
    t,
  );
  const page = doc.addPage([width, height]);
  const margin = 1.8 * CM;
  const cx = width / 2;
  page.drawRectangle({ x: 0, y: height - 0.8 * CM, width, height: 0.8 * CM, color: accent });
  let y = height - 2.4 * CM;
  if (logo) {
    drawLogo(page, logo, cx, y - 0.6 * CM, 1.6 * CM, false);
    y -= 2 * CM;
  }
  for (const line of wrapText(fonts.bold, game.title || t.posterTitleFallback, 34, width - 2 * margin).slice(
    0,
    2,
  )) {
    centred(page, line, { font: fonts.bold, size: 34, centreX: cx, visual, y: y - 24 });
    y -= 40;
  }
  for (const line of wrapText(fonts.regular, game.welcome, 15, width - 2 * margin).slice(0, 3)) {
    centred(page, line, { font: fonts.regular, size: 15, centreX: cx, visual, y: y - 14, color: MUTED });
    y -= 20;
  }
  const side = 10 * CM;
  y -= side + 0.6 * CM;
  qrWithLogo(page, game.link, logo, cx - side / 2, y, side);
  centred(page, t.scanToJoin, {
    font: fonts.bold,
    size: 18,
    centreX: cx,
    visual,
    y: y - 18,
    color: accentText,
  });
  centred(page, t.orOpen(game.link), {
    font: fonts.regular,
    size: 11,
    centreX: cx,
    visual,
    y: y - 34,
    color: MUTED,
  });
  centred(page, t.roomCode, { font: fonts.regular, size: 12, centreX: cx, visual, y: y - 60, color: MUTED });
  centred(page, game.code, { font: fonts.mono, size: 40, centreX: cx, visual, y: y - 96 });
  let stepY = Math.min(y - 132, 5.2 * CM);
  const column = { x: margin, width: width - 2 * margin, visual, rightToLeft };
  atLineStart(page, t.howToPlay, { ...column, font: fonts.bold, size: 14, y: stepY });
  t.steps.forEach((step, index) => {
    // A step longer than the line (a longer language) goes on in a second line, under its own text.
    for (const line of wrapText(fonts.regular, `${index + 1}. ${step}`, 12, width - 2 * margin)) {
      stepY -= 18;
      atLineStart(page, line, { ...column, font: fonts.regular, size: 12, y: stepY });
    }
    stepY -= 2;
  });
  return doc.save();
}

/** Four table cards a page (A6 on A4), cut marks at every corner, one QR code each. */
export async function makeTableCards(game: TPrintGame, options: TPrintOptions): Promise<Uint8Array> {
  const t = options.texts;
  const { doc, fonts, logo, width, height, accent, accentText, visual } = await start(game, options, t);
  const page = doc.addPage([width, height]);
  const [cardW, cardH] = [width / 2, height / 2];
  for (const [col, row] of [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ] as const) {
    const [x0, y0] = [col * cardW, row * cardH];
    const cx = x0 + cardW / 2;
    page.drawRectangle({
      x: x0 + 0.8 * CM,
      y: y0 + cardH - 1.2 * CM,
      width: cardW - 1.6 * CM,
      height: 0.25 * CM,
      color: accent,
    });
    // The whole title above the code: one line at 16 pt, else two lines at the largest size that holds it.
    const title = fitTitle(fonts.bold, game.title || t.tableCardTitle, cardW - 2 * CM, TABLE_TITLE_SIZES, 2);
    const titleTop = title.lines.length === 1 ? y0 + cardH - 2.2 * CM : y0 + cardH - 1.75 * CM;
    title.lines.forEach((line, index) => {
      const y = titleTop - index * title.size * 1.15;
      centred(page, line, { font: fonts.bold, size: title.size, centreX: cx, visual, y });
    });
    const side = 5.5 * CM;
    const qrY = y0 + cardH - 2.8 * CM - side;
    qrWithLogo(page, game.link, logo, cx - side / 2, qrY, side);
    centred(page, t.scanToJoin, {
      font: fonts.bold,
      size: 13,
      centreX: cx,
      visual,
      y: qrY - 16,
      color: accentText,
    });
    const codeLine = t.roomCodeLine(game.code);
    const codeFont = missingCharacters(fonts.mono, [codeLine]).length === 0 ? fonts.mono : fonts.bold;
    centred(page, codeLine, { font: codeFont, size: 15, centreX: cx, visual, y: qrY - 36 });
    centred(page, game.link, {
      font: fonts.regular,
      size: 8,
      centreX: cx,
      visual,
      y: qrY - 52,
      color: MUTED,
    });
  }
  drawCutMarks(page, width, height);
  return doc.save();
}

/** Short marks where the page is cut in four, in the margins and at the centre, outside every card's print. */
function drawCutMarks(page: PDFPage, width: number, height: number) {
  const mark = 0.6 * CM;
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 0.5, color: MUTED });
  for (const x of [width / 2]) {
    line(x, 0, x, mark);
    line(x, height - mark, x, height);
    line(x, height / 2 - mark / 2, x, height / 2 + mark / 2);
  }
  for (const y of [height / 2]) {
    line(0, y, mark, y);
    line(width - mark, y, width, y);
    line(width / 2 - mark / 2, y, width / 2 + mark / 2, y);
  }
}

/** The card's labels listed for hosts who want paper: numbered, in two columns, as many pages as they need. */
export async function makeCardSheet(game: TPrintGame, options: TPrintOptions): Promise<Uint8Array> {
  const t = options.texts;
  const { doc, fonts, width, height, accent, visual, rightToLeft } = await start(game, options, t);
  const margin = 1.8 * CM;
  const columnWidth = (width - 2 * margin - CM) / 2;
  const full = { x: margin, width: width - 2 * margin, visual, rightToLeft };
  const entries = [`${t.freeSpace}: ${game.freeSpaceWord}`, ...game.labels];
  let page = doc.addPage([width, height]);
  let y = height - margin;
  const header = () => {
    page.drawRectangle({ x: 0, y: height - 0.5 * CM, width, height: 0.5 * CM, color: accent });
    for (const line of wrapText(
      fonts.bold,
      `${game.title || t.cardSheetTitle} – ${game.code}`,
      20,
      width - 2 * margin,
    ).slice(0, 2)) {
      atLineStart(page, line, { ...full, font: fonts.bold, size: 20, y: y - 20 });
      y -= 26;
    }
    atLineStart(page, t.cardSheetIntro(game.boardSize), {
      ...full,
      font: fonts.regular,
      size: 11,
      y: y - 12,
      color: MUTED,
    });
    y -= 32;
  };
  header();
  const top = y;
  let column = 0;
  entries.forEach((label, index) => {
    const lines = wrapText(fonts.regular, `${index === 0 ? '*' : `${index}.`} ${label}`, 12, columnWidth);
    if (y - lines.length * 15 < margin) {
      column++;
      y = top;
      if (column > 1) {
        page = doc.addPage([width, height]);
        y = height - margin;
        header();
        column = 0;
      }
    }
    // A right-to-left sheet fills its right column first.
    const x = margin + (rightToLeft ? 1 - column : column) * (columnWidth + CM);
    for (const line of lines) {
      atLineStart(page, line, {
        x,
        width: columnWidth,
        visual,
        rightToLeft,
        font: fonts.regular,
        size: 12,
        y: y - 12,
      });
      y -= 15;
    }
    y -= 4;
  });
  return doc.save();
}
