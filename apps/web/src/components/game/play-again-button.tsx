import { Button, type ButtonProps } from '@/components/ui/button';
import { m } from '@/lib/i18n/messages';
import { useNewDraftFrom } from './new-draft-from';

/** Play again, on a finished game: the same game as a new draft, through its setup (Event Setup first), then pay. */
export function PlayAgainButton({ code, ...buttonProps }: { code: string } & Omit<ButtonProps, 'onClick'>) {
  const draft = useNewDraftFrom();
  return (
    <Button {...buttonProps} loading={draft.isPending} onClick={() => draft.copy(code)}>
      {m.game_play_again()}
    </Button>
  );
}
