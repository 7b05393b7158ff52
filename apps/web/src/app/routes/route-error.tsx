import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** Shown when a screen crashes or its code cannot be loaded (e.g. after a new version was deployed). */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'The page could not be shown. Reloading usually fixes this.';

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="text-slate-700">{detail}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-violet-700 hover:bg-violet-50"
        >
          Go home
        </a>
      </div>
    </main>
  );
}
