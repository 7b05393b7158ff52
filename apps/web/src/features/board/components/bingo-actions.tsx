import { gameStage, meetsWinCondition, type TCell, type TGameSummary } from '@picture-bingo/shared';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { useClaimBingo } from '../api/claim-bingo';

/**
 * Go to Gallery, and BINGO! once the card meets the win condition (the server checks the claim). A bar that
 * sticks to the bottom of the screen, so BINGO! is always in reach whatever shows above it.
 */
export function BingoActions({ game, cells }: { game: TGameSummary; cells: TCell[] }) {
  const navigate = useNavigate();
  const claim = useClaimBingo(game.gameCode);
  const marked = [...cells].sort((a, b) => a.idx - b.idx).map((cell) => cell.isMarked);
  // A 'prizes' game: the claim is for the next prize not yet won (the shared rule, as the server checks it).
  const nextPrize = game.winMode === 'prizes' ? game.prizeAwards?.find((p) => p.winner === null) : undefined;
  const condition = nextPrize?.condition ?? game.winCondition;
  const ready = meetsWinCondition(marked, game.boardSize, condition);
  // A cancelled game takes no claims; after time-up or the winner a complete card may still be claimed.
  const cancelled = gameStage(game) === 'cancelled';
  const hintId = 'bingo-hint';
  const hint = cancelled
    ? 'The game was cancelled: there is nothing to claim.'
    : ready
      ? 'Your card meets the win condition. Claim it!'
      : condition === 'full'
        ? 'BINGO! turns on once every cell of your card counts.'
        : condition === 'two-lines'
          ? 'BINGO! turns on once two whole rows, columns or diagonals count.'
          : 'BINGO! turns on once a whole row, column or diagonal counts.';

  return (
    <div
      data-testid="bingo-bar"
      className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-1 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
    >
      {claim.error && <Alert variant="error">{errorMessage(claim.error)}</Alert>}
      <div className="flex items-center gap-2">
        <Link
          to={gamePaths.gallery(game.gameCode)}
          className={cn(buttonClasses({ variant: 'outlined' }), 'shrink-0')}
        >
          Go to Gallery
        </Link>
        <Button
          color="success"
          size="lg"
          className="flex-1"
          disabled={!ready || cancelled}
          loading={claim.isPending}
          aria-describedby={hintId}
          onClick={() =>
            claim.mutate(undefined, {
              onSuccess: () => void navigate(gamePaths.gallery(game.gameCode)),
            })
          }
        >
          BINGO!
        </Button>
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
    </div>
  );
}
