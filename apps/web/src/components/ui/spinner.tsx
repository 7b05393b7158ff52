import { cn } from '@/lib/cn';
import { m } from '@/lib/i18n/messages';

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

/**
 * The spinning ring alone, hidden from assistive tech (for use inside labelled controls). With reduced motion the
 * ring stands still: an open ring still reads as "loading", and the label says it.
 */
export function SpinnerIcon({ size = 'sm', className }: { size?: keyof typeof SIZES; className?: string }) {
  return (
    <svg
      className={cn('animate-spin motion-reduce:animate-none', SIZES[size], className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface SpinnerProps {
  /** Read out by screen readers; also shown under the ring when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: keyof typeof SIZES;
  className?: string;
}

/** A loading indicator announced as a status. */
export function Spinner({ label = m.loading(), showLabel = false, size = 'md', className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-label={showLabel ? undefined : label}
      className={cn('flex flex-col items-center gap-3 text-violet-700', className)}
    >
      <SpinnerIcon size={size} />
      {showLabel && <span className="text-sm font-medium text-slate-700">{label}</span>}
    </div>
  );
}

/** A spinner centred in the page, for whole-screen loading states. */
export function PageSpinner({ label = m.loading() }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} size="lg" />
    </div>
  );
}
