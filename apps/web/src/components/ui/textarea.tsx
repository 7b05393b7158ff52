import { useId, type TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** Shown under the field in red; also marks the field invalid. */
  error?: string;
  helperText?: string;
}

/** A labelled multi-line text field, styled like the outlined Input. */
export function Textarea({ label, error, helperText, id, className, rows = 3, ...rest }: TextareaProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = error ? `${fieldId}-error` : undefined;
  const helperId = helperText ? `${fieldId}-helper` : undefined;
  const describedBy = [errorId, helperId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        {...rest}
        id={fieldId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'w-full resize-y rounded-xl border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900',
          'placeholder:text-slate-500 transition-colors',
          'focus-visible:border-violet-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-violet-700',
          'disabled:cursor-not-allowed disabled:opacity-60',
          error && 'border-red-600',
        )}
      />
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
