import { currentLocale } from './messages';

/** A count written the shown language's way (its digits and grouping), through Intl. */
export const formatCount = (value: number): string => new Intl.NumberFormat(currentLocale()).format(value);
