import { lazy, Suspense } from 'react';
import { Outlet, useMatch } from 'react-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { TopNav } from '@/components/layout/top-nav';
import { AuthProvider } from '@/features/auth/components/auth-provider';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { m } from '@/lib/i18n/messages';
import { useNavigationPending, useRouteHandle } from '../route-handle';

// Loaded on a host's game screen only: the live review count (and the game's socket) stay out of the main bundle.
const ReviewNavBadge = lazy(async () => ({
  default: (await import('@/components/game/review-count-link')).ReviewNavBadge,
}));

function AppShell() {
  const { isAuthenticated } = useAuth();
  const logout = useLogout();
  const pending = useNavigationPending();
  const handle = useRouteHandle();
  // A host's game screen: the top bar shows the photos waiting for review.
  const hostGame = useMatch('/host/:code/*');
  useDocumentTitle(handle?.title);

  if (handle?.bare) {
    return (
      // The big screen keeps its own dark colours whatever the system's scheme (index.css).
      <main id="main" className="min-h-dvh" data-scheme="fixed">
        <Outlet />
      </main>
    );
  }

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-violet-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:start-2"
      >
        {m.skip_to_content()}
      </a>
      <TopNav
        isAuthenticated={isAuthenticated}
        onLogout={() => logout.mutate()}
        isLoggingOut={logout.isPending}
        gameStatus={
          isAuthenticated && hostGame ? (
            <Suspense fallback={null}>
              <ReviewNavBadge code={hostGame.params.code ?? ''} />
            </Suspense>
          ) : null
        }
      />
      {pending && (
        // Faded in after a moment: a page whose code is already loaded replaces the last one at once.
        <div
          className="fixed inset-x-0 top-nav z-50 h-0.5 transition-opacity delay-150 starting:opacity-0"
          aria-hidden="true"
        >
          <div className="size-full animate-pulse bg-violet-600 motion-reduce:animate-none" />
        </div>
      )}
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-5xl px-4 pt-[calc(var(--spacing-nav)+1.5rem)] pb-16 focus:outline-none"
      >
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}

/** The root route: the auth provider (it needs the router) around the app shell. */
export function RootLayout() {
  return (
    <AuthProvider>
      <AppShell />
    </AuthProvider>
  );
}
