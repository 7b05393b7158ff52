import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useDuplicateGame } from '@/game/duplicate-game';
import { errorMessage } from '@/lib/errors';
import { gamePaths } from '@/game/paths';
import { toast } from '@/lib/toast';
import { m } from '@/lib/i18n/messages';

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
      aria-label={m.game_duplicate_label({ title })}
      loading={duplicate.isPending}
      onClick={() =>
        duplicate.mutate(code, {
          onSuccess: (copy) => {
            toast.success(m.game_duplicated_toast({ code: copy.gameCode }));
            void navigate(gamePaths.eventSetup(copy.gameCode));
          },
          onError: (error) => toast.error(errorMessage(error)),
        })
      }
    >
      {m.game_duplicate()}
    </Button>
  );
}
