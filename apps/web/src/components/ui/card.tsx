import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A white surface with a soft border and shadow. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
      {...rest}
    />
  );
}
