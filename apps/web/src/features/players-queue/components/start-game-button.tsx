import { Button, type ButtonProps } from '@/components/ui/button';
import { m } from '@/lib/i18n/messages';

/**
 * Start Game, wherever a page offers it: filled, primary and large, so the host knows it for the same button on the
 * control room and on the players queue.
 */
export function StartGameButton(props: Omit<ButtonProps, 'children' | 'size' | 'color' | 'variant'>) {
  return (
    <Button {...props} size="lg" color="primary" variant="contained">
      {m.room_start_game()}
    </Button>
  );
}
