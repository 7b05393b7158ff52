import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { m } from '@/lib/i18n/messages';

/** Any path no route matches. */
export default function NotFoundRoute() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-6xl font-black text-violet-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{m.page_page_not_found()}</h1>
      <p className="max-w-sm text-slate-700">{m.app_not_found_text()}</p>
      <Link to="/" className={buttonClasses()}>
        {m.app_not_found_home()}
      </Link>
    </div>
  );
}
