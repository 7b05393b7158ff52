import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useDuplicateGame } from '@/game/duplicate-game';
import { gamePaths } from '@/game/paths';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { playAgainTexts } from './play-again-texts';

/** What Play again leaves in the navigation state: the pricing page then asks for the date above the payment. */
export const PLAY_AGAIN_STATE = { playAgain: true } as const;

/**
 * Play again, on a finished game: the same game (labels, rules, title, board) as a new draft dated today, opened
 * at the one step that needs the host — the date and the payment — instead of every setup step.
 */
export function PlayAgainButton({ code, ...buttonProps }: { code: string } & Omit<ButtonProps, 'onClick'>) {
  const navigate = useNavigate();
  const duplicate = useDuplicateGame();
  return (
    <Button
      {...buttonProps}
      loading={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(code, {
          onSuccess: (copy) => {
            toast.success(playAgainTexts.copied(copy.gameCode));
            void navigate(gamePaths.pricing(copy.gameCode), { state: PLAY_AGAIN_STATE });
          },
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {playAgainTexts.button}
    </Button>
  );
}
