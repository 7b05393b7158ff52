import { z } from '../zod-config';
import { hasVisibleText, normaliseText } from '../normalise-text';

/**
 * Removes C0/C1 control characters (NUL included: PostgreSQL cannot even store it) and makes the text well-formed:
 * a lone UTF-16 surrogate becomes one U+FFFD here, before any length check, instead of whatever the database
 * makes of it (SQLite stored three U+FFFD, PostgreSQL one). Multi-line text keeps newlines and tabs; single-line
 * text turns them into spaces.
 */
function cleanText(value: string, multiLine: boolean): string {
  let out = '';
  // for…of walks code points: a surrogate pair comes as one, a lone surrogate on its own.
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (code >= 0xd800 && code <= 0xdfff) out += '\uFFFD';
    else if (!control) out += ch;
    else if (ch === '\n' || ch === '\t' || ch === '\r')
      out += multiLine && ch !== '\r' ? ch : multiLine ? '' : ' ';
  }
  return out;
}

/**
 * A single-line user text (names, labels, titles): well-formed, control characters removed, then in the one
 * normalised form (normaliseText: NFKC, invisible characters removed, whitespace collapsed and trimmed), at most
 * `max` characters of that form. Text that was not blank but has nothing visible left ("\u200B", a lone accent)
 * is refused. Hostile markup is kept as text; every screen renders it as text.
 */
export const singleLine = (label: string, max: number) =>
  z.pipe(
    z.pipe(
      z.string({ error: `${label} must be text` }),
      z.transform((v: string, ctx) => {
        const cleaned = cleanText(v, false);
        const normalised = normaliseText(cleaned);
        if (cleaned.trim() !== '' && !hasVisibleText(normalised)) {
          ctx.issues.push({ code: 'custom', message: invisibleText(label), input: v });
        }
        return normalised;
      }),
    ),
    z.string().check(z.maxLength(max, `${label} must be at most ${max} characters`)),
  );

/** The refusal of a text with nothing visible in it. */
export const invisibleText = (label: string) => `${label} must have letters, numbers or symbols you can see`;

/** Multi-line user text (newlines and tabs kept). */
export const multiLine = (label: string, max: number) =>
  z.pipe(
    z.pipe(
      z.string({ error: `${label} must be text` }),
      z.transform((v: string) => cleanText(v, true).trim()),
    ),
    z.string().check(z.maxLength(max, `${label} must be at most ${max} characters`)),
  );
