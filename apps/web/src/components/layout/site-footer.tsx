import { m } from '@/lib/i18n/messages';

/** The foot of every page with the app's frame: the privacy page's link (a plain link: no router code here). */
export function SiteFooter() {
  return (
    <footer className="mx-auto w-full max-w-5xl px-4 pb-8 text-center text-sm text-slate-600">
      <a href="/privacy" className="underline hover:text-violet-700">
        {m.page_privacy()}
      </a>
    </footer>
  );
}
