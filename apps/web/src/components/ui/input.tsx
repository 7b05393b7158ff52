import { useId, type InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type InputVariant = 'outlined' | 'contained' | 'ghost';

const VARIANTS: Record<InputVariant, string> = {
  outlined: 'rounded-xl border border-slate-400 bg-white px-3',
  contained: 'rounded-xl border border-transparent bg-slate-100 px-3',
  ghost: 'border-b border-slate-400 bg-transparent px-1',
};

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown under the field in red; also marks the field invalid. */
  error?: string;
  helperText?: string;
  variant?: InputVariant;
}

/** A labelled text field; error and helper texts are announced with it. */
export function Input({
  label,
  error,
  helperText,
  variant = 'outlined',
  id,
  className,
  ...rest
}: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = error ? `${inputId}-error` : undefined;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  const describedBy = [errorId, helperId, rest['aria-describedby']].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'min-h-11 w-full text-base text-slate-900 placeholder:text-slate-500 transition-colors',
          'focus-visible:border-violet-700 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-violet-700',
          'disabled:cursor-not-allowed disabled:opacity-60',
          VARIANTS[variant],
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
