import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type BadgeColor = 'success' | 'neutral' | 'primary' | 'warning';

// Text/background pairs keep at least 4.5:1 contrast.
const COLORS: Record<BadgeColor, string> = {
  success: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-300',
  primary: 'bg-violet-100 text-violet-800 ring-violet-300',
  warning: 'bg-amber-100 text-amber-900 ring-amber-300',
};

/** A small rounded label for a status or a count. */
export function Badge({
  color = 'neutral',
  className,
  children,
}: {
  color?: BadgeColor;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        COLORS[color],
        className,
      )}
    >
      {children}
    </span>
  );
}
