import { gameStage, isSettled, type TBingoCall } from '@picture-bingo/shared';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { RemovedNotice } from '@/components/game/removed-notice';
import { Alert } from '@/components/ui/alert';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { Spinner } from '@/components/ui/spinner';
import type { GameRole } from '@/game/game-channel';
import { getAllGalleryPlayers } from '@/game/game-results';
import { membershipQueryOptions } from '@/game/player-game';
import { useMyBingoCall } from '@/game/my-bingo-call';
import { m } from '@/lib/i18n/messages';
import { useBoardDownloads } from '../hooks/use-board-downloads';
import { useLinkedPlayer } from '../hooks/use-linked-player';
import { useLiveGallery } from '../hooks/use-live-gallery';
import { DownloadProgress } from './download-progress';
import { GalleryActions } from './gallery-actions';
import { LinkedPlayerCard } from './linked-player-card';
import { PlayerCardGrid } from './player-card-grid';
import { cardStandings } from '../utils/card-standing';
import { QueryFailure } from './query-failure';
import { ShowMorePlayers } from './show-more-players';
import { WinnerBanner } from './winner-banner';
import { CrowdFavourite } from '@/components/game/hearts/crowd-favourite';
import { HeartsContext } from '../hearts/hearts-context';
import { useGalleryHearts } from '../hearts/use-gallery-hearts';

// The caller's BINGO! moment loads only when BINGO! brought them here.
const BingoMoment = lazy(() => import('./bingo-moment').then((m) => ({ default: m.BingoMoment })));

/** Where the caller's call stands while no winner is known: waiting, refused with a reason, or overtaken. */
function callOutcome(call: TBingoCall | null) {
  if (call?.status === 'refused') return { kind: 'refused', reason: call.reason ?? '' } as const;
  if (call?.status === 'overtaken') return { kind: 'overtaken', prize: call.prizeName } as const;
  return { kind: 'waiting' } as const;
}

const AlbumDownload = lazy(() =>
  import('@/components/game/album-download').then((m) => ({ default: m.AlbumDownload })),
);

/**
 * /gallery/{code}: the players' boards a page at a time (Show more players), live, with the spec's zip
 * downloads. The host and the players see the same gallery; only Back to Game differs (room details or the
 * player's board).
 */
export function GalleryView({ code, role }: { code: string; role: GameRole }) {
  // "Download photos" (the album) leads; its panel loads on first use and starts the download at once.
  const [albumOpen, setAlbumOpen] = useState(false);
  // A player's own id, so the winner's phone says "You won!" (BINGO! brings the caller here).
  const me = useQuery({ ...membershipQueryOptions(code), enabled: role === 'player' });
  const myId = me.data?.player.id;
  const { gallery, view, more, live } = useLiveGallery(code, role, myId);
  const downloads = useBoardDownloads();
  // A link to one card (#player-{id}, the host's Review card on a BINGO! notice) scrolls to it once loaded; a
  // player beyond the loaded pages has their card read on its own and shown above the others.
  const { hash, state } = useLocation();
  // BINGO! brought the caller here with their card: the moment shows over the gallery until they close it.
  // (Checked in the moment's own lazily loaded module; here only whether the state carries one.)
  const [bingoState, setBingoState] = useState<unknown>(() =>
    role === 'player' && typeof state === 'object' && state !== null && 'bingoCard' in state ? state : null,
  );
  const loaded = view !== null;
  // Players give hearts while the game runs; everyone sees the counts.
  const hearts = useGalleryHearts(
    code,
    role,
    role === 'player' && view !== null && !isSettled(gameStage(view.game)),
  );
  const linked = useLinkedPlayer(code, role, hash, view?.players ?? null);
  // The caller's call and its answer, while the moment is open: a refusal or another card's prize ends the wait.
  const call = useMyBingoCall(code, role === 'player' && bingoState !== null);
  const linkedId = linked.player?.id;
  useEffect(() => {
    if (!loaded || !hash) return;
    try {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView?.({ block: 'start' });
    } catch {
      // A malformed fragment points at nothing.
    }
  }, [loaded, hash, linkedId]);

  if (live.removedCode) return <RemovedNotice code={live.removedCode} />;
  if (!view) {
    return gallery.isPending ? (
      <Spinner label={m.gallery_loading()} showLabel className="py-16" />
    ) : (
      <QueryFailure
        error={gallery.error}
        retrying={gallery.isFetching}
        onRetry={() => void gallery.refetch()}
      />
    );
  }

  const { game, players, leaderboard, total } = view;
  const standings = cardStandings(game, leaderboard);
  // A prize awarded to this player is their win, even while the game goes on for the next prize.
  const wonPrize = myId !== undefined && (game.prizeAwards ?? []).some((award) => award.winner?.id === myId);
  // A game cancelled while the call waited is the call's answer too (the server closes it).
  const moment = !bingoState
    ? null
    : gameStage(game) === 'cancelled' || call?.status === 'closed'
      ? ({ kind: 'cancelled' } as const)
      : wonPrize || leaderboard?.winner.id === myId
        ? ({ kind: 'won' } as const)
        : leaderboard
          ? ({ kind: 'other', winner: leaderboard.winner.name } as const)
          : callOutcome(call);
  return (
    <HeartsContext value={hearts}>
      <div className="flex flex-col gap-6">
        <GalleryActions
          code={code}
          role={role}
          onDownloadPhotos={albumOpen ? undefined : () => setAlbumOpen(true)}
          onDownloadAll={() => downloads.downloadAll(() => getAllGalleryPlayers(code, role))}
          busy={downloads.busy}
          downloadingAll={downloads.progress?.scope === 'all'}
        />
        <DownloadProgress progress={downloads.progress} />
        {albumOpen && (
          <Suspense fallback={<Spinner label={m.gallery_loading_album()} />}>
            <AlbumDownload source={{ code, role }} startAtOnce />
          </Suspense>
        )}
        <ConnectionNotice connection={live.connection} />
        {leaderboard && (
          <WinnerBanner
            code={code}
            name={leaderboard.winner.name}
            // While the BINGO! moment is open, it is the one that says "You won!".
            you={role === 'player' && myId === leaderboard.winner.id && !moment}
          />
        )}
        {leaderboard && <CrowdFavourite favourite={hearts.favourite} />}
        {moment && (
          <Suspense fallback={null}>
            <BingoMoment
              state={bingoState}
              hostName={game.hostName}
              outcome={moment}
              onClose={() => setBingoState(null)}
            />
          </Suspense>
        )}
        {gameStage(game) === 'cancelled' && <Alert variant="info">{m.gallery_cancelled()}</Alert>}
        <LinkedPlayerCard
          {...linked}
          boardSize={game.boardSize}
          winnerId={leaderboard?.winner.id ?? null}
          standings={standings}
          onDownload={downloads.downloadPlayer}
          downloadDisabled={downloads.busy}
        />
        <PlayerCardGrid
          players={players}
          boardSize={game.boardSize}
          winnerId={leaderboard?.winner.id ?? null}
          standings={standings}
          onDownload={downloads.downloadPlayer}
          downloadDisabled={downloads.busy}
          reporter={
            role === 'player' && me.data && !isSettled(gameStage(game))
              ? { code, playerId: me.data.player.id }
              : undefined
          }
        />
        <ShowMorePlayers shown={players.length} total={total} {...more} />
      </div>
    </HeartsContext>
  );
}
