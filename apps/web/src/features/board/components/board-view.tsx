import type { TBoard } from '@picture-bingo/shared';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { gamePaths } from '@/lib/paths';
import { BoardGrid } from './board-grid';

/** The player's card with the event's title and welcome message, and the way on to the gallery. */
export function BoardView({ board }: { board: TBoard }) {
  const { game, player } = board;
  const hintId = 'bingo-hint';
  return (
    <div className="flex flex-col gap-6">
      <Card className="flex flex-col gap-2">
        <h2 className="text-2xl font-bold [overflow-wrap:anywhere] text-slate-900">{game.eventTitle}</h2>
        {game.welcomeMessage && (
          <p className="[overflow-wrap:anywhere] whitespace-pre-line text-slate-800">{game.welcomeMessage}</p>
        )}
        <p className="text-sm text-slate-600">
          Player ID: <span className="font-mono">{player.id}</span>
        </p>
      </Card>
      <BoardGrid cells={board.cells} size={game.boardSize} />
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <Link
          to={gamePaths.gallery(game.gameCode)}
          className={buttonClasses({ variant: 'outlined', size: 'lg' })}
        >
          Go to Gallery
        </Link>
        <div className="flex flex-col items-stretch gap-1 sm:items-end">
          <button
            type="button"
            disabled
            aria-describedby={hintId}
            className={buttonClasses({ color: 'success', size: 'lg' })}
          >
            BINGO!
          </button>
          <p id={hintId} className="text-sm text-slate-600">
            BINGO! turns on once your card is complete.
          </p>
        </div>
      </div>
    </div>
  );
}
