import type { TGalleryCard } from '@picture-bingo/shared';
import { useState } from 'react';
import { m } from '@/lib/i18n/messages';
import type { PreviewPhoto } from './gallery-cell';
import { PhotoPreview } from './photo-preview';
import { PlayerBoardCard } from './player-board-card';
import { STILL_PLAYING, type CardStandings } from '../utils/card-standing';

export interface PlayerCardGridProps {
  players: readonly TGalleryCard[];
  boardSize: number;
  winnerId: string | null;
  /** Whether the game is over and each card's place (cardStandings); still played when absent. */
  standings?: CardStandings;
  /** Stable (useCallback) so the memoised cards are not rendered again for nothing. */
  onDownload?: (player: TGalleryCard) => void;
  downloadDisabled?: boolean;
  /** The player looking (they may report other players' photos); absent for the host and visitors. */
  reporter?: { code: string; playerId: string };
}

/** Every player's card (1, 2 or 3 columns by screen width) and the full-size photo preview. */
export function PlayerCardGrid({
  players,
  boardSize,
  winnerId,
  standings = STILL_PLAYING,
  onDownload,
  downloadDisabled,
  reporter,
}: PlayerCardGridProps) {
  const [preview, setPreview] = useState<PreviewPhoto | null>(null);
  // The open photo as the game shows it now (the cards are live): one taken down meanwhile is said at once.
  const liveCell = preview
    ? players.find((player) => player.id === preview.playerId)?.cells.find((cell) => cell.idx === preview.idx)
    : undefined;
  const gone = preview !== null && (liveCell?.image ?? liveCell?.thumb ?? null) !== preview.image;
  if (players.length === 0) return <p className="text-slate-600">{m.gallery_no_players()}</p>;
  return (
    <>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {players.map((player) => (
          <li key={player.id}>
            <PlayerBoardCard
              player={player}
              boardSize={boardSize}
              isWinner={player.id === winnerId}
              over={standings.over}
              place={standings.places.get(player.id) ?? null}
              onOpenPhoto={setPreview}
              onDownload={onDownload}
              downloadDisabled={downloadDisabled}
            />
          </li>
        ))}
      </ul>
      <PhotoPreview
        photo={preview}
        onClose={() => setPreview(null)}
        gone={gone}
        reportCode={
          reporter && preview?.playerId && preview.playerId !== reporter.playerId && preview.isMarked
            ? reporter.code
            : undefined
        }
      />
    </>
  );
}
