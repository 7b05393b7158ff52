import { currentLocale } from '@/lib/i18n/messages';

/** US cents as money in the shown language, with `digits` decimals. */
const usd = (cents: number, digits: number) =>
  new Intl.NumberFormat(currentLocale(), {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);

/** US cents as the pricing screen shows them: whole dollars bare (`2000` → `$20`), else with cents. */
export function formatPrice(cents: number): string {
  return usd(cents, cents % 100 === 0 ? 0 : 2);
}

/** US cents with their cents always shown (`2000` → `$20.00`): a paid amount. */
export const formatAmount = (cents: number): string => usd(cents, 2);
