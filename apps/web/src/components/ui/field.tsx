import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** What a labelled field shows around its control. */
export interface FieldTexts {
  label: string;
  /** Shown under the field in red; also marks the field invalid. */
  error?: string;
  helperText?: string;
}

/** The attributes that tie a control to its label and to the texts announced with it. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A text control's classes: what every one shares (width, text, focus ring, disabled look), its own `shape`
 * (border, background, padding), and a red border when invalid, over the shape's.
 */
export const fieldControlClasses = (shape: string, invalid: boolean) =>
  cn(
    'w-full text-base text-slate-900 placeholder:text-slate-500 transition-colors',
    'focus-visible:border-violet-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-violet-700',
    'disabled:cursor-not-allowed disabled:opacity-60',
    shape,
    invalid && 'border-red-600',
  );

/**
 * A labelled field: the label, the control (`children`, given the attributes that tie it to its label and texts),
 * then the error and helper texts, announced with the control (after any description of its own, `describedBy`).
 */
export function Field({
  label,
  error,
  helperText,
  id,
  className,
  describedBy,
  children,
}: FieldTexts & {
  id?: string;
  className?: string;
  describedBy?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = error ? `${fieldId}-error` : undefined;
  const helperId = helperText ? `${fieldId}-helper` : undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({
        id: fieldId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': [errorId, helperId, describedBy].filter(Boolean).join(' ') || undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {helperText && (
        <p id={helperId} className="text-sm text-slate-600">
          {helperText}
        </p>
      )}
    </div>
  );
}
