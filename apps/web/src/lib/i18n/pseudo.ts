const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'áƀçđéƒĝĥíĵķĺɱñóþǫŕšťúṽŵẋýžÁƁÇĐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŠŤÚṼŴẊÝŽ'][i],
  ]),
);

/**
 * The pseudo-locale's form of an English text: accented and about 30 % longer ("Join" → "[Ĵóíñ ·]"), its
 * `{parameters}` kept as they are. Used for the message catalogues (build/messages.ts) and the refusals' words.
 */
export function pseudo(text: string): string {
  const parts = text.split(/(\{[^}]*\})/);
  const letters = parts.filter((p) => !p.startsWith('{')).join('').length;
  const accented = parts.map((p) => (p.startsWith('{') ? p : [...p].map((c) => ACCENTED[c] ?? c).join('')));
  const padding = '·'.repeat(Math.max(1, Math.round(letters * 0.3)));
  return `[${accented.join('')} ${padding}]`;
}
