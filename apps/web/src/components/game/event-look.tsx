import { ACCENT_LIGHT_TEXT, accentColours, type TEventLook } from '@picture-bingo/shared';
import { useLayoutEffect } from 'react';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';

const ACCENT_PROPERTIES = ['--accent-fill', '--accent-text', '--accent-hover'] as const;

/**
 * While mounted, the page's primary fills (index.css, `:root[data-accent]`) take the event's accent, with the text
 * on them white or dark as `accentColours` says (WCAG AA). Without an accent the page keeps the app's own colours.
 */
export function useEventAccent(accent: string | null | undefined) {
  useLayoutEffect(() => {
    if (!accent) return;
    const colours = accentColours(accent);
    const root = document.documentElement;
    root.dataset.accent = colours.text === ACCENT_LIGHT_TEXT ? 'light' : 'dark';
    root.style.setProperty('--accent-fill', colours.fill);
    root.style.setProperty('--accent-text', colours.text);
    root.style.setProperty('--accent-hover', colours.hover);
    return () => {
      delete root.dataset.accent;
      for (const property of ACCENT_PROPERTIES) root.style.removeProperty(property);
    };
  }, [accent]);
}

/**
 * The event's look on a screen: its logo on a band of its accent colour (a thin band of the accent alone when
 * there is no logo), and the accent on the page's primary fills. Nothing at all when the host set neither.
 */
export function EventLook({
  look,
  eventTitle,
  size = 'md',
  className,
}: {
  look: TEventLook | null | undefined;
  eventTitle: string;
  size?: 'md' | 'xl';
  className?: string;
}) {
  useEventAccent(look?.accent);
  if (!look || (!look.accent && !look.logoUrl)) return null;
  const fill = look.accent ? accentColours(look.accent).fill : undefined;
  if (!look.logoUrl) {
    return (
      <div
        aria-hidden="true"
        data-testid="event-accent"
        className={cn('h-2 w-full basis-full rounded-full', className)}
        style={{ backgroundColor: fill }}
      />
    );
  }
  return (
    <div
      data-testid="event-logo"
      className={cn('flex items-center justify-center rounded-2xl', size === 'xl' ? 'p-4' : 'p-2', className)}
      style={{ backgroundColor: fill }}
    >
      <img
        src={look.logoUrl}
        alt={eventTitle ? m.game_logo_alt({ title: eventTitle }) : m.game_event_logo()}
        className={cn(
          'w-auto max-w-full rounded-lg bg-white object-contain p-1',
          size === 'xl' ? 'h-28' : 'h-14',
        )}
      />
    </div>
  );
}
