import { useLocation, useNavigate } from 'react-router';
import { m } from '@/lib/i18n/messages';
import { pageTitle } from '@/lib/i18n/page-title';
import { Button } from './button';

export interface PageHeaderProps {
  title: string;
  /** Show a Back button that goes one step back in history. */
  back?: boolean;
  /** Where Back goes when this page was the first one opened (nothing in history to go back to). */
  backFallback?: string;
}

/** The page's one <h1>, with an optional Back button. */
export function PageHeader({ title, back = false, backFallback = '/' }: PageHeaderProps) {
  const navigate = useNavigate();
  const location = useLocation();

  const goBack = () => {
    // React Router keys the entry the app was opened on as "default"; going back from it would leave the app.
    if (location.key === 'default') void navigate(backFallback);
    else void navigate(-1);
  };

  return (
    <div className="mb-6 flex flex-col items-start gap-3">
      {back && (
        <Button variant="ghost" color="default" size="sm" onClick={goBack} className="-ms-2">
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 rtl:-scale-x-100" aria-hidden="true">
            <path
              fillRule="evenodd"
              d="M12.8 4.2a.75.75 0 0 1 0 1.06L8.06 10l4.74 4.74a.75.75 0 1 1-1.06 1.06l-5.27-5.27a.75.75 0 0 1 0-1.06l5.27-5.27a.75.75 0 0 1 1.06 0Z"
              clipRule="evenodd"
            />
          </svg>
          {m.back()}
        </Button>
      )}
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{pageTitle(title)}</h1>
    </div>
  );
}
