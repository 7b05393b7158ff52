import type { PDFDocument, PDFFont } from 'pdf-lib';
import regularCss from '@fontsource/noto-sans-jp/400.css?raw';
import boldCss from '@fontsource/noto-sans-jp/700.css?raw';

// Noto Sans JP (SIL Open Font License: free to embed) as npm's @fontsource ships it: each weight in some 120
// files, each holding a slice of its characters (the CSS names each file's `unicode-range`). Served by the app
// like any asset; a printout fetches only the files holding its own characters. The WOFF files, not WOFF2:
// fontkit subsets a WOFF2 font into glyphs no PDF reader draws.
const FILES = import.meta.glob<string>(
  [
    '../../../../../../node_modules/@fontsource/noto-sans-jp/files/noto-sans-jp-*-{400,700}-normal.woff',
    // The one-file Japanese subset (~1 MB a weight) is not used: the slices fetch less.
    '!../../../../../../node_modules/@fontsource/noto-sans-jp/files/noto-sans-jp-japanese-*',
  ],
  { query: '?url', import: 'default', eager: true },
);

interface TSlice {
  file: string;
  ranges: [number, number][];
}

/** Each file of one weight and the characters it holds, read from its @font-face rules. */
function slicesOf(css: string): TSlice[] {
  const slices: TSlice[] = [];
  for (const face of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([^)]+\.woff)\)/.exec(face)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (!file || !range) continue;
    const ranges = range.split(',').map((part): [number, number] => {
      const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
      return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
    });
    slices.push({ file, ranges });
  }
  return slices;
}

async function fontBytes(file: string): Promise<ArrayBuffer> {
  const url = Object.entries(FILES).find(([path]) => path.endsWith(`/${file}`))?.[1];
  if (!url) throw new Error(`The printout's Japanese font has no file ${file}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The printout's font could not be loaded (${response.status})`);
  return response.arrayBuffer();
}

/** The files of one weight that hold `chars`, embedded as subsets (fontkit must be registered on `doc`). */
async function embedWeight(doc: PDFDocument, css: string, chars: number[]): Promise<PDFFont[]> {
  const needed = slicesOf(css).filter((slice) =>
    chars.some((code) => slice.ranges.some(([from, to]) => code >= from && code <= to)),
  );
  const bytes = await Promise.all(needed.map((slice) => fontBytes(slice.file)));
  return Promise.all(bytes.map((font) => doc.embedFont(font, { subset: true })));
}

/**
 * Noto Sans JP, regular and bold, for the characters `chars` (Japanese kana and kanji, and the Chinese characters
 * of a title or label): only the files holding them are fetched and embedded. Loaded only for a printout whose
 * words the other fonts cannot write.
 */
export async function embedJapaneseFonts(
  doc: PDFDocument,
  chars: number[],
): Promise<{ regular: PDFFont[]; bold: PDFFont[] }> {
  const [regular, bold] = await Promise.all([
    embedWeight(doc, regularCss, chars),
    embedWeight(doc, boldCss, chars),
  ]);
  return { regular, bold };
}
