import { Button, type ButtonProps } from '@/components/ui/button';
import { m } from '@/lib/i18n/messages';
import { useNewDraftFrom } from './new-draft-from';

/** Duplicate, in a game's details and the game lists: the same flow as Play again (a new draft through its setup). */
export function DuplicateGameButton({
  code,
  title,
  ...buttonProps
}: { code: string; title: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const draft = useNewDraftFrom();
  return (
    <Button
      variant="outlined"
      {...buttonProps}
      aria-label={m.game_duplicate_label({ title })}
      loading={draft.isPending}
      onClick={() => draft.copy(code)}
    >
      {m.game_duplicate()}
    </Button>
  );
}
