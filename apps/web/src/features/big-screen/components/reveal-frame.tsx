import type { TGalleryCard } from '@picture-bingo/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { m } from '@/lib/i18n/messages';
import { animateIn } from '../utils/motion';
import { PlayerCard } from './player-card';

/** Each reveal's colours: the backdrop, and the words waiting in the card's place. */
const TONES = {
  violet: { backdrop: 'bg-violet-950', waiting: 'text-violet-200' },
  amber: { backdrop: 'bg-amber-950', waiting: 'text-amber-200' },
} as const;

export interface RevealFrameProps {
  /** Names the reveal: its test id, and `${id}-title` the heading that labels it. */
  id: string;
  tone: keyof typeof TONES;
  /** The headline and its size classes. */
  title: ReactNode;
  titleClass: string;
  /** The headline's entrance (a module constant, so it stays the same), played anew when `showing` changes. */
  entrance: Keyframe[];
  showing: string | number;
  /** What stands under the headline, this far below it. */
  children?: ReactNode;
  gap: 'gap-8' | 'gap-10';
  /** The player whose card is shown, once read; `failed`: it cannot be, and its place stays empty. */
  player: TGalleryCard | undefined;
  failed: boolean;
  cardSize: string;
  /** The card's cells framed as the winning lines. */
  lit?: ReadonlySet<number> | null;
}

/**
 * A moment that takes the whole big screen: a headline entering, the words under it, and the player's card of
 * photos beside them. It is announced at once (assertive), and labelled by its headline.
 */
export function RevealFrame({
  id,
  tone,
  title,
  titleClass,
  entrance,
  showing,
  children,
  gap,
  player,
  failed,
  cardSize,
  lit,
}: RevealFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const colours = TONES[tone];

  useEffect(() => {
    animateIn(heading.current, entrance, { duration: 700, easing: 'cubic-bezier(0.2, 0.8, 0.2, 1)' });
  }, [entrance, showing]);

  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-live="assertive"
      data-testid={id}
      className={`fixed inset-0 z-40 flex items-center gap-16 ${colours.backdrop} p-12 text-white`}
    >
      <div className={`flex min-w-0 flex-1 flex-col items-center ${gap} text-center`}>
        <h2 id={`${id}-title`} ref={heading} className={titleClass}>
          {title}
        </h2>
        {children}
      </div>
      {player ? (
        <PlayerCard player={player} sizeClass={cardSize} lit={lit} />
      ) : (
        <p className={`text-4xl ${colours.waiting}`}>{failed ? '' : m.screen_loading_card()}</p>
      )}
    </section>
  );
}
