import { useId, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';
import { readingArrows } from '@/lib/i18n/reading-direction';
import { ACTIVE_GAMES, GameList, PAST_GAMES } from './game-list';

const TABS = [
  { key: 'active', label: () => m.games_tab_active(), list: ACTIVE_GAMES },
  { key: 'past', label: () => m.games_tab_past(), list: PAST_GAMES },
] as const;

/** /games: Active and Past games as tabs (the chosen tab is kept in the address, `?tab=past`). */
export function GamesTabs() {
  const baseId = useId();
  const [params, setParams] = useSearchParams();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = params.get('tab') === 'past' ? 1 : 0;
  const selected = TABS[selectedIndex];

  const select = (index: number) => {
    setParams(index === 0 ? {} : { tab: TABS[index].key }, { replace: true });
    tabRefs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The tabs run in the reading direction.
    const arrows = readingArrows();
    const moves: Record<string, number> = {
      [arrows.forward]: (selectedIndex + 1) % TABS.length,
      [arrows.back]: (selectedIndex - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    select(moves[event.key]);
  };

  return (
    <div className="flex flex-col gap-5">
      <div
        role="tablist"
        aria-label={m.games_tabs()}
        onKeyDown={onKeyDown}
        className="flex gap-1 rounded-xl bg-slate-200/70 p-1 sm:self-start"
      >
        {TABS.map((tab, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={tab.key}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              className={cn(
                'min-h-10 flex-1 rounded-lg px-5 text-sm font-semibold transition-colors sm:flex-none',
                isSelected ? 'bg-white text-violet-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
              )}
            >
              {tab.label()}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-tab-${selected.key}`}>
        <GameList key={selected.key} {...selected.list} />
      </div>
    </div>
  );
}
