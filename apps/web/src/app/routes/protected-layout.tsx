import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LazyHostBingoWatch } from '../host-bingo-watch-lazy';
import { useRouteHandle } from '../route-handle';
import { returnToState } from '../return-to';

// Loaded with the first host page, not with the app (players never see it).
const VerifyEmailBanner = lazy(() => import('@/features/auth/components/verify-email-banner'));

/** Host screens: signed-out visitors go to /login (remembering the page); each page gets its title and Back. */
export function ProtectedLayout() {
  const { isAuthenticated, isLoading, lastSignOut } = useAuth();
  const location = useLocation();
  const handle = useRouteHandle();

  if (isLoading) return <PageSpinner />;
  if (!isAuthenticated) {
    // After a deliberate logout there is nothing to return to; after an expired session there is.
    const state = lastSignOut === 'logout' ? undefined : returnToState(location);
    return <Navigate to="/login" replace state={state} />;
  }
  return (
    <>
      {handle && !handle.bare && <PageHeader title={handle.title} back={handle.back} backFallback="/host" />}
      {!handle?.bare && (
        <Suspense fallback={null}>
          <VerifyEmailBanner />
        </Suspense>
      )}
      <Outlet />
      {/* The big screen shows a BINGO! its own way. */}
      {!handle?.bare && <LazyHostBingoWatch />}
    </>
  );
}
