import {
  gameStage,
  isSettled,
  meetsWinCondition,
  type TCell,
  type TGameSummary,
} from '@picture-bingo/shared';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { buttonClasses } from '@/components/ui/button-styles';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { useClaimBingo } from '../api/claim-bingo';
import { m } from '@/lib/i18n/messages';

/**
 * Go to Gallery, and BINGO! once the card meets the win condition (the server checks the claim). A bar that
 * sticks to the bottom of the screen, so BINGO! is always in reach whatever shows above it.
 */
export function BingoActions({
  game,
  cells,
  cardId,
}: {
  game: TGameSummary;
  cells: TCell[];
  /** The card this phone plays (a team's card in a team game): a prize it won ends its claims. */
  cardId: string;
}) {
  const navigate = useNavigate();
  const claim = useClaimBingo(game.gameCode);
  const marked = [...cells].sort((a, b) => a.idx - b.idx).map((cell) => cell.isMarked);
  // A 'prizes' game: the claim is for the next prize not yet won (the shared rule, as the server checks it).
  const nextPrize = game.winMode === 'prizes' ? game.prizeAwards?.find((p) => p.winner === null) : undefined;
  const condition = nextPrize?.condition ?? game.winCondition;
  const ready = meetsWinCondition(marked, game.boardSize, condition);
  // A settled game (a winner, or cancelled) offers no BINGO!; after time-up a complete card may still be claimed.
  const stage = gameStage(game);
  // A card wins at most one prize: once it has one, the next prizes are for the others.
  const wonPrize =
    game.winMode === 'prizes' ? game.prizeAwards?.find((p) => p.winner?.id === cardId) : undefined;
  const settled = isSettled(stage) || wonPrize !== undefined;
  const hintId = 'bingo-hint';
  const hint =
    wonPrize && !isSettled(stage)
      ? m.board_hint_prize_won()
      : stage === 'cancelled'
        ? m.board_hint_cancelled()
        : stage === 'completed'
          ? m.board_hint_completed()
          : ready
            ? m.board_hint_ready()
            : condition === 'full'
              ? m.board_hint_full()
              : condition === 'two-lines'
                ? m.board_hint_two_lines()
                : m.board_hint_line();

  return (
    <div
      data-testid="bingo-bar"
      className="sticky bottom-0 z-20 -mx-4 flex flex-col gap-1 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(15_23_42/0.06)] backdrop-blur sm:mx-0 sm:rounded-2xl sm:border"
    >
      <div className="flex items-center gap-2">
        <Link
          to={gamePaths.gallery(game.gameCode)}
          className={cn(buttonClasses({ variant: 'outlined' }), 'shrink-0')}
        >
          {m.board_go_to_gallery()}
        </Link>
        {!settled && (
          <Button
            color="success"
            size="lg"
            className="flex-1"
            disabled={!ready}
            loading={claim.isPending}
            aria-describedby={hintId}
            onClick={() =>
              claim.mutate(undefined, {
                // The gallery opens on the caller's moment: their card, waiting for the host.
                onSuccess: () =>
                  void navigate(gamePaths.gallery(game.gameCode), {
                    state: { bingoCard: { boardSize: game.boardSize, cells } },
                  }),
              })
            }
          >
            {m.board_bingo()}
          </Button>
        )}
      </div>
      {wonPrize && !isSettled(stage) && (
        <p className="font-semibold [overflow-wrap:anywhere] text-emerald-800">
          {m.board_you_won_prize({ prize: wonPrize.name })}
        </p>
      )}
      <p id={hintId} className="text-xs text-slate-600">
        {hint}
      </p>
      {/* A refused claim is a kind moment, not an error: why, and the way back to the card. */}
      <Modal open={claim.isError} title={m.board_not_yet()} onClose={() => claim.reset()}>
        <p className="text-slate-800">{claim.error ? errorMessage(claim.error) : null}</p>
        <Button onClick={() => claim.reset()}>{m.board_back_to_card()}</Button>
      </Modal>
    </div>
  );
}
