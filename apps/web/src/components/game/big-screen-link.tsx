import { useState } from 'react';
import { buttonClasses, type ButtonStyleProps } from '@/components/ui/button-styles';
import { gamePaths } from '@/game/paths';
import { m } from '@/lib/i18n/messages';

/** The window the big screen opens in: one per game, so opening it again brings that window back. */
const windowName = (code: string) => `picture-bingo-screen-${code}`;
const openedKey = (code: string) => `big-screen-opened:${code}`;

function wasOpened(code: string): boolean {
  try {
    return sessionStorage.getItem(openedKey(code)) === '1';
  } catch {
    return false;
  }
}

/**
 * Whether this tab has opened the game's big screen, and a way to say it did: the control room's primary action
 * is "Open the big screen" until then, Start after. Kept for the tab's life (sessionStorage).
 */
export function useBigScreenOpened(code: string) {
  const [opened, setOpened] = useState(() => wasOpened(code));
  const markOpened = () => {
    try {
      sessionStorage.setItem(openedKey(code), '1');
    } catch {
      // Storage blocked: the flag lives in this render only.
    }
    setOpened(true);
  };
  return { opened, markOpened };
}

/**
 * The game's big screen, always in its own window (never the host's tab, which keeps the controls): a plain link
 * with a named target, so it works with the keyboard, a middle click or a blocked pop-up alike.
 */
export function BigScreenLink({
  code,
  children,
  onOpen,
  className,
  ...style
}: ButtonStyleProps & { code: string; children: string; onOpen?: () => void; className?: string }) {
  return (
    <a
      href={gamePaths.bigScreen(code)}
      target={windowName(code)}
      title={m.game_opens_new_window()}
      onClick={onOpen}
      className={className ?? buttonClasses(style)}
    >
      {children}
    </a>
  );
}
