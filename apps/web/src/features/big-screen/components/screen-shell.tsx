import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * The projector page: dark, edge to edge, its own h1 (the page has no header) and whatever sits beside it. `fit`:
 * the page is exactly the screen's height (a projector cannot scroll), its content sharing what the header leaves.
 */
export function ScreenShell({
  title,
  look,
  aside,
  fit = false,
  children,
}: {
  title: string;
  /** The event's logo (or accent band), before the title. */
  look?: ReactNode;
  aside?: ReactNode;
  fit?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        'flex flex-col bg-slate-950 text-4xl text-white',
        fit ? 'h-dvh gap-[2dvh] p-[3dvh]' : 'min-h-dvh gap-8 p-6 lg:p-10',
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-6">
        {look}
        <h1 className="min-w-0 flex-1 text-5xl font-extrabold tracking-tight [overflow-wrap:anywhere] lg:text-6xl">
          {/* The event's title as its host typed it, in its own direction. */}
          <bdi>{title}</bdi>
        </h1>
        {aside}
      </header>
      {children}
    </div>
  );
}
