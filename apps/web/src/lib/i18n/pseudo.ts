const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'áƀçđéƒĝĥíĵķĺɱñóþǫŕšťúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŤÚṼŴẊÝŽ'][i],
  ]),
);

/**
 * The pseudo-locale's form of an English text: accented and about 30 % longer ("Join" → "[Ĵóíñ ·]"), its
 * `{parameters}` kept as they are. The padding may break between its dots (a zero-width space between each two), as a
 * translation's longer text breaks between its words: a long text's padding never pushes a phone's page sideways.
 * Used for the message catalogues (build/messages.ts) and the refusals' words.
 */
export function pseudo(text: string): string {
  const parts = text.split(/(\{[^}]*\})/);
  const letters = parts.filter((p) => !p.startsWith('{')).join('').length;
  const accented = parts.map((p) => (p.startsWith('{') ? p : [...p].map((c) => ACCENTED[c] ?? c).join('')));
  const padding = Array.from({ length: Math.max(1, Math.round(letters * 0.3)) }, () => '·').join('\u200b');
  return `[${accented.join('')} ${padding}]`;
}
