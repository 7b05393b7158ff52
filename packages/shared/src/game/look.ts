import { z } from '../zod-config';

/**
 * The event's look: an accent colour (`#rrggbb`) and a logo. Text on the accent keeps WCAG AA contrast
 * (ACCENT_MIN_CONTRAST): `accentColours` picks white or dark text, and darkens a colour neither reaches on.
 */
export const ACCENT_PATTERN = /^#[0-9a-f]{6}$/i;
/** WCAG AA for normal text. */
export const ACCENT_MIN_CONTRAST = 4.5;
/** Text on the accent when white does not reach AA (the app's ink, slate-900). */
export const ACCENT_DARK_TEXT = '#0f172a';
export const ACCENT_LIGHT_TEXT = '#ffffff';
/** The largest logo file a host may upload. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_TOO_LARGE = `That logo is too large (${LOGO_MAX_BYTES / 1024 / 1024} MB at most)`;
export const INVALID_ACCENT = 'Accent colour must be a colour like #1d4ed8';

/** The accent as sent in a look update: `#rrggbb` (stored lower case), or null for the app's own colours. */
export const ZAccentColour = z.pipe(
  z.string({ error: INVALID_ACCENT }).check(z.regex(ACCENT_PATTERN, INVALID_ACCENT)),
  z.transform((hex: string) => hex.toLowerCase()),
);

export const ZLookUpdate = z.strictObject(
  { accent: z.nullable(ZAccentColour) },
  { error: 'Send the accent colour (or null for none)' },
);
export type TLookUpdate = z.input<typeof ZLookUpdate>;

/** The event's look as every screen reads it: null for what the host has not set. */
export const ZEventLook = z.object({
  accent: z.nullable(z.string()),
  /** Where the logo is served (a WebP under /media/). */
  logoUrl: z.nullable(z.string()),
});
export type TEventLook = z.infer<typeof ZEventLook>;

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

function rgbOf(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** WCAG relative luminance of `#rrggbb`. */
export function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map(channel) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const hex2 = (n: number) =>
  Math.round(Math.max(0, Math.min(255, n)))
    .toString(16)
    .padStart(2, '0');

/** `hex` with each channel scaled by `factor` (below 1: darker, same hue). */
function scaled(hex: string, factor: number): string {
  return `#${rgbOf(hex)
    .map((c) => hex2(c * factor))
    .join('')}`;
}

/** How the accent is shown: its fill, the text on it, a darker fill for hover, and what was adjusted. */
export interface TAccentColours {
  fill: string;
  text: string;
  hover: string;
  /** 'dark-text': white text would not be readable, so text on it is dark; 'darkened': the fill was darkened. */
  adjusted: 'dark-text' | 'darkened' | null;
  contrast: number;
}

/**
 * The colours an accent is drawn with. White text when it reaches AA on the host's colour; dark text when only
 * that does; otherwise the colour is darkened step by step until white text does.
 */
export function accentColours(accent: string): TAccentColours {
  const fill = accent.toLowerCase();
  const white = contrastRatio(fill, ACCENT_LIGHT_TEXT);
  if (white >= ACCENT_MIN_CONTRAST) {
    return { fill, text: ACCENT_LIGHT_TEXT, hover: scaled(fill, 0.85), adjusted: null, contrast: white };
  }
  const dark = contrastRatio(fill, ACCENT_DARK_TEXT);
  if (dark >= ACCENT_MIN_CONTRAST) {
    return { fill, text: ACCENT_DARK_TEXT, hover: scaled(fill, 0.92), adjusted: 'dark-text', contrast: dark };
  }
  let factor = 1;
  let darker = fill;
  while (contrastRatio(darker, ACCENT_LIGHT_TEXT) < ACCENT_MIN_CONTRAST && factor > 0) {
    factor -= 0.02;
    darker = scaled(fill, factor);
  }
  return {
    fill: darker,
    text: ACCENT_LIGHT_TEXT,
    hover: scaled(darker, 0.85),
    adjusted: 'darkened',
    contrast: contrastRatio(darker, ACCENT_LIGHT_TEXT),
  };
}
