import type { TGame } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { ConnectionNotice } from '@/components/ui/connection-notice';
import { Spinner } from '@/components/ui/spinner';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';
import { useLiveGallery } from '../hooks/use-live-gallery';
import { PlayerCardGrid } from './player-card-grid';
import { QueryFailure } from './query-failure';
import { cardStandings } from '../utils/card-standing';
import { ShowMorePlayers } from './show-more-players';

/**
 * /room/{code}/players: the players' boards a page at a time, live, for the host (the gallery's cards without
 * downloads).
 */
export function RoomPlayersView({ game }: { game: TGame }) {
  const code = game.gameCode;
  const { gallery, view, more, live } = useLiveGallery(code, 'host');

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-3">
        <Link to={gamePaths.roomDetails(code)} className={buttonClasses({ variant: 'outlined' })}>
          {m.gallery_back_to_room()}
        </Link>
        <Link
          to={gamePaths.gallery(code)}
          className={buttonClasses({ variant: 'outlined', color: 'default' })}
        >
          {m.gallery_open()}
        </Link>
      </div>
      <ConnectionNotice connection={live.connection} />
      {view ? (
        <>
          <PlayerCardGrid
            players={view.players}
            boardSize={view.game.boardSize}
            winnerId={view.leaderboard?.winner.id ?? null}
            standings={cardStandings(view.game, view.leaderboard)}
          />
          <ShowMorePlayers shown={view.players.length} total={view.total} {...more} />
        </>
      ) : gallery.isPending ? (
        <Spinner label={m.gallery_loading_players()} showLabel className="py-16" />
      ) : (
        <QueryFailure
          error={gallery.error}
          retrying={gallery.isFetching}
          onRetry={() => void gallery.refetch()}
        />
      )}
    </div>
  );
}
