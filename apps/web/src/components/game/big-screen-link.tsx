import { buttonClasses, type ButtonStyleProps } from '@/components/ui/button-styles';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';

/** The window the big screen opens in: one per game, so opening it again brings that window back. */
const windowName = (code: string) => `picture-bingo-screen-${code}`;

/**
 * The game's big screen, always in its own window (never the host's tab, which keeps the controls): a plain link
 * with a named target, so it works with the keyboard, a middle click or a blocked pop-up alike.
 */
export function BigScreenLink({
  code,
  children,
  className,
  ...style
}: ButtonStyleProps & { code: string; children: string; className?: string }) {
  return (
    <a
      href={gamePaths.bigScreen(code)}
      target={windowName(code)}
      title={m.game_opens_new_window()}
      className={className ?? buttonClasses(style)}
    >
      {children}
    </a>
  );
}
