/** US cents as the pricing screen shows them: whole dollars bare (`2000` → `$20`), else with cents. */
export function formatPrice(cents: number): string {
  return cents % 100 === 0 ? `$${cents / 100}` : `$${(cents / 100).toFixed(2)}`;
}
