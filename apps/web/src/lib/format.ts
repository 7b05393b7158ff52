import { currentLocale } from './i18n/messages';

/** Dates (and dates with times) in the shown language (lib/i18n), each format made once per language. */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(withTime: boolean): Intl.DateTimeFormat {
  const locale = currentLocale();
  const key = `${locale}${withTime ? ' time' : ''}`;
  let format = formats.get(key);
  if (!format) {
    // English keeps the browser's own regional format (en-GB's day before month).
    format = new Intl.DateTimeFormat(locale === 'en' ? undefined : locale, {
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}
const dateFormatOf = () => formatOf(false);

/** A timestamp (ISO text) as a date in the shown language, or the raw text if it cannot be read. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormatOf().format(date);
}

/** An event date (YYYY-MM-DD, no time zone) as a date in the shown language. */
export function formatEventDate(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const [year, month, date] = day.split('-').map(Number);
  return dateFormatOf().format(new Date(year, month - 1, date));
}

/** A timestamp (ISO text) as date and time in the shown language, or the raw text if it cannot be read. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatOf(true).format(date);
}

/** Today's date on this device's calendar, as an Event Date (YYYY-MM-DD): a new game's default. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
