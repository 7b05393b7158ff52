import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { m } from '@/lib/i18n/messages';

/** Shown when a screen crashes or its code cannot be loaded (e.g. after a new version was deployed). */
export function RouteError() {
  useDocumentTitle(m.app_error_title());

  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{m.app_error_title()}</h1>
      <p className="text-slate-700">{m.app_error_text()}</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>{m.app_error_reload()}</Button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-xl px-4 font-semibold text-violet-700 hover:bg-violet-50"
        >
          {m.app_error_home()}
        </a>
      </div>
    </main>
  );
}

interface RouteErrorBoundaryProps {
  /** The location on screen: moving to another page (e.g. with the browser's Back) tries again. */
  resetKey: unknown;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/**
 * Around the whole route tree: a screen that throws while rendering, or whose code fails to load (a rejected
 * lazy import), shows RouteError in place of the app. React reports the error to the console itself.
 */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
