import type { ReactNode } from 'react';

/** The projector page: dark, edge to edge, its own h1 (the page has no header) and whatever sits beside it. */
export function ScreenShell({
  title,
  look,
  aside,
  children,
}: {
  title: string;
  /** The event's logo (or accent band), before the title. */
  look?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-dvh flex-col gap-8 bg-slate-950 p-6 text-4xl text-white lg:p-10">
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
