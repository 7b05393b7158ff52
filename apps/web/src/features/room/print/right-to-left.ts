import { ArabicShaper } from 'arabic-persian-reshaper';
import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/**
 * One printed line as the PDF draws it: left to right, glyph after glyph. pdf-lib runs no bidirectional
 * algorithm (fontkit joins Arabic only in a text that starts with it, and then reverses the whole text, links and
 * numbers too), so Arabic letters take their joined forms here (Unicode's presentation forms, with the lam-alef
 * ligatures, which DejaVu Sans has) and the line is put in visual order by the Unicode bidirectional algorithm,
 * its direction that of its first strong letter (an Arabic or Hebrew line reads right to left, a link or a code
 * in it left to right). Loaded only for a printout that writes Arabic or Hebrew.
 */
export function visualLine(line: string): string {
  const shaped = ArabicShaper.convertArabic(line);
  const visual = bidi.getReorderedString(shaped, bidi.getEmbeddingLevels(shaped));
  // pdf-lib lays text out with fontkit, which reverses a whole text whose first letter is of a right-to-left
  // script: such a line is handed over reversed, so that fontkit's reversal draws it in visual order.
  const first = /\p{L}/u.exec(visual)?.[0] ?? '';
  return RIGHT_TO_LEFT.test(first) ? Array.from(visual).reverse().join('') : visual;
}

/** A letter of a script fontkit writes right to left (Hebrew, Arabic and their presentation forms). */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;
