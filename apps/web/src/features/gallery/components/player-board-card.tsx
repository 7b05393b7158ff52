import type { TGalleryCard } from '@picture-bingo/shared';
import { memo, useId } from 'react';
import { TeamMembers } from '@/components/game/team-members';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { m } from '@/lib/i18n/messages';
import { formatCount } from '@/lib/i18n/numbers';
import { rich } from '@/lib/i18n/rich';
import { shortPlayerId } from '@/game/player-id';
import { GalleryBoard } from './gallery-board';
import type { PreviewPhoto } from './gallery-cell';

export interface PlayerBoardCardProps {
  player: TGalleryCard;
  boardSize: number;
  isWinner: boolean;
  /** Whether the game is still played, over or cancelled: a card says what is true of it now. */
  over?: 'no' | 'finished' | 'cancelled';
  /** The card's place in the final leaderboard, once the winner is chosen. */
  place?: number | null;
  onOpenPhoto: (photo: PreviewPhoto) => void;
  /** Without it the card has no download button. */
  onDownload?: (player: TGalleryCard) => void;
  downloadDisabled?: boolean;
}

/**
 * One player's card: name, id, status (completed; in progress while the game is played, finished or cancelled
 * after, with the card's place once ranked), marked count and board. Memoised: a live change to one player's board
 * renders that card only (the gallery cache keeps the other players' objects as they were).
 */
export const PlayerBoardCard = memo(function PlayerBoardCard({
  player,
  boardSize,
  isWinner,
  over = 'no',
  place = null,
  onOpenPhoto,
  onDownload,
  downloadDisabled = false,
}: PlayerBoardCardProps) {
  const nameId = useId();
  return (
    <Card
      role="article"
      id={`player-${player.id}`}
      aria-labelledby={nameId}
      className="flex h-full scroll-mt-24 flex-col gap-3 p-4 sm:p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id={nameId} className="text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
            <bdi>{player.name}</bdi>
          </h2>
          {player.team && <TeamMembers names={player.team.members} />}
          <p className="text-xs text-slate-600">
            {rich(m.gallery_player_id, {
              id: (
                <bdi dir="ltr" className="font-mono">
                  {shortPlayerId(player.id)}
                </bdi>
              ),
            })}
          </p>
        </div>
        {onDownload && (
          <button
            type="button"
            title={m.gallery_download_board()}
            aria-label={m.gallery_download_board_of({ name: player.name })}
            disabled={downloadDisabled}
            onClick={() => onDownload(player)}
            className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Icon>
              <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
            </Icon>
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge color={player.status === 'completed' ? 'success' : 'neutral'}>
          {player.status === 'completed'
            ? m.gallery_completed()
            : over === 'cancelled'
              ? m.game_status_cancelled()
              : over === 'finished'
                ? m.gallery_finished()
                : m.gallery_in_progress()}
        </Badge>
        {place !== null && <Badge color="primary">{m.game_place({ place: formatCount(place) })}</Badge>}
        {isWinner && <Badge color="warning">{m.gallery_winner()}</Badge>}
        {player.first && !isWinner && <Badge color="primary">{m.gallery_first_to_finish()}</Badge>}
        <p className="ms-auto text-sm text-slate-700">
          {rich(m.gallery_marked, {
            count: (
              <span dir="ltr" className="font-semibold text-slate-900">
                {player.markedCount} / {player.totalCount}
              </span>
            ),
          })}
        </p>
      </div>
      <GalleryBoard
        cells={player.cells}
        size={boardSize}
        playerName={player.name}
        playerId={player.id}
        onOpenPhoto={(photo) => onOpenPhoto({ ...photo, playerId: player.id })}
      />
    </Card>
  );
});
