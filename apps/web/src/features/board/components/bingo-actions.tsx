import { gameStage, meetsWinCondition, type TCell, type TGameSummary } from '@picture-bingo/shared';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-styles';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/lib/paths';
import { useClaimBingo } from '../api/claim-bingo';

/** Go to Gallery, and BINGO! once the card meets the win condition (the server checks the claim). */
export function BingoActions({ game, cells }: { game: TGameSummary; cells: TCell[] }) {
  const navigate = useNavigate();
  const claim = useClaimBingo(game.gameCode);
  const marked = [...cells].sort((a, b) => a.idx - b.idx).map((cell) => cell.isMarked);
  const ready = meetsWinCondition(marked, game.boardSize, game.winCondition);
  // A cancelled game takes no claims; after time-up or the winner a complete card may still be claimed.
  const cancelled = gameStage(game) === 'cancelled';
  const hintId = 'bingo-hint';
  const hint = cancelled
    ? 'The game was cancelled: there is nothing to claim.'
    : ready
      ? 'Your card meets the win condition. Claim it!'
      : game.winCondition === 'full'
        ? 'BINGO! turns on once every cell of your card counts.'
        : 'BINGO! turns on once a whole row, column or diagonal counts.';

  return (
    <div className="flex flex-col gap-3">
      {claim.error && <Alert variant="error">{errorMessage(claim.error)}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
        <Link
          to={gamePaths.gallery(game.gameCode)}
          className={buttonClasses({ variant: 'outlined', size: 'lg' })}
        >
          Go to Gallery
        </Link>
        <div className="flex flex-col items-stretch gap-1 sm:items-end">
          <Button
            color="success"
            size="lg"
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
          <p id={hintId} className="text-sm text-slate-600">
            {hint}
          </p>
        </div>
      </div>
    </div>
  );
}
