import { chooseLocale, m, useLocale } from '@/lib/i18n/messages';
import { LANGUAGE_NAMES, LANGUAGES, matchLocale } from '@/lib/i18n/locales';

/**
 * The language picker of every screen with the app's frame: each language named in itself, the choice kept on this
 * device (lib/i18n/messages.ts).
 */
export function LanguageSwitcher() {
  const locale = useLocale();
  return (
    <select
      aria-label={m.language()}
      value={locale}
      onChange={(event) => {
        const chosen = matchLocale(event.target.value);
        if (chosen) void chooseLocale(chosen);
      }}
      className="h-9 w-28 min-w-0 rounded-lg border border-slate-300 bg-white ps-2 pe-7 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-violet-700"
    >
      {/* The pseudo-locale is never offered; shown as itself while a link asks for it. */}
      {!LANGUAGES.some((language) => language === locale) && <option value={locale}>{locale}</option>}
      {LANGUAGES.map((language) => (
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </select>
  );
}
