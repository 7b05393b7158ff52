import type { ReactNode } from 'react';

/** A decorative 24x24 stroke icon; children are its SVG shapes. */
export function Icon({
  className = 'size-5',
  children,
  ...data
}: {
  className?: string;
  children: ReactNode;
  'data-icon'?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      {...data}
    >
      {children}
    </svg>
  );
}
