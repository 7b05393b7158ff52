import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useDuplicateGame } from '@/game/duplicate-game';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { toast } from '@/lib/toast';

/**
 * Duplicate: copies the game (labels, rules, title, board size, free space word; not players, photos or payment)
 * into a new draft dated today and opens its event setup.
 */
export function DuplicateGameButton({
  code,
  title,
  ...buttonProps
}: { code: string; title: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const navigate = useNavigate();
  const duplicate = useDuplicateGame();
  return (
    <Button
      variant="outlined"
      {...buttonProps}
      aria-label={`Duplicate ${title}`}
      loading={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(code, {
          onSuccess: (copy) => {
            toast.success(`Copied into a new draft, room ${copy.gameCode}`);
            void navigate(gamePaths.eventSetup(copy.gameCode));
          },
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      Duplicate
    </Button>
  );
}
