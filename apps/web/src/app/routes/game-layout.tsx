import { lazy } from 'react';
import { Outlet } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LazyHostBingoWatch } from '../host-bingo-watch-lazy';
import { useRouteHandle } from '../route-handle';

/** Renders nothing once the host's words of the shown language are in (suspending until then). */
const HostWords = lazy(() =>
  import('@/lib/i18n/host-words')
    .then((words) => words.loadHostWords())
    .then(() => ({ default: () => null })),
);

/**
 * Game screens open to players without an account (and to the game's host): the room, the name step and the
 * board. Which of them a visitor sees is each route's business; Back is offered only to signed-in hosts.
 */
export function GameLayout() {
  const { isAuthenticated, isLoading } = useAuth();
  const handle = useRouteHandle();
  if (isLoading) return <PageSpinner />;
  return (
    <>
      {/* A signed-in visitor is a host: the host's screens of a game show in the host's words. */}
      {isAuthenticated && <HostWords />}
      {handle && (
        <PageHeader title={handle.title} back={handle.back && isAuthenticated} backFallback="/host" />
      )}
      <Outlet />
      {/* A signed-in host on a room, gallery or progress page hears their games' BINGO! calls too. */}
      {isAuthenticated && <LazyHostBingoWatch />}
    </>
  );
}
