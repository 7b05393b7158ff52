import { cn } from '@/lib/cn';

/** A grey block, pulsing unless motion is reduced, standing in for content that is loading (hidden from assistive tech). */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      data-skeleton=""
      className={cn('animate-pulse motion-reduce:animate-none rounded-xl bg-slate-200', className)}
    />
  );
}
