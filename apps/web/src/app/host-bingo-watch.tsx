import { lazy, Suspense } from 'react';
import { useGames } from '@/features/games/api/get-games';
import { m } from '@/lib/i18n/messages';

// Loaded only for a host with a live game: most host pages (setup, pricing, profile) never need it.
const BingoAlerts = lazy(async () => ({
  default: (await import('@/features/room/components/bingo-alerts')).BingoAlerts,
}));

/**
 * At most this many live games are watched at once: one socket each, and a host's login session may hold only
 * SOCKETS_PER_CREDENTIAL (5) sockets across its tabs (the page's own channel, a big screen tab…).
 */
const WATCHED_GAMES = 2;

/**
 * The host hears every open BINGO! call of their live games wherever they are in the app (games list, setup, any
 * page but the control room, which answers them): a notice kept above the page in the corner of the screen.
 */
export function HostBingoWatch() {
  const games = useGames('active');
  const live = (games.data ?? [])
    // Calls are answered by whoever runs the game: a moderator's games are not watched.
    .filter((g) => (g.status === 'ACTIVE' || g.status === 'PAUSED') && g.role !== 'moderator')
    .slice(0, WATCHED_GAMES);
  if (live.length === 0) return null;
  return (
    <section
      aria-label={m.room_bingo_calls()}
      className="pointer-events-none fixed inset-x-3 bottom-3 z-40 flex flex-col gap-3 sm:start-auto sm:w-96 [&>*]:pointer-events-auto"
    >
      <Suspense fallback={null}>
        {live.map((game) => (
          <BingoAlerts key={game.gameCode} code={game.gameCode} />
        ))}
      </Suspense>
    </section>
  );
}
