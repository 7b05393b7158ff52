import type { InputHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { Field, fieldControlClasses, type FieldTexts } from './field';

export type InputVariant = 'outlined' | 'contained' | 'ghost';

const VARIANTS: Record<InputVariant, string> = {
  outlined: 'rounded-xl border border-slate-400 bg-white px-3',
  contained: 'rounded-xl border border-transparent bg-slate-100 px-3',
  ghost: 'border-b border-slate-400 bg-transparent px-1',
};

export interface InputProps extends InputHTMLAttributes<HTMLInputElement>, FieldTexts {
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
  return (
    <Field
      label={label}
      error={error}
      helperText={helperText}
      id={id}
      className={className}
      describedBy={rest['aria-describedby']}
    >
      {(control) => (
        <input
          {...rest}
          {...control}
          className={fieldControlClasses(cn('min-h-11', VARIANTS[variant]), !!error)}
        />
      )}
    </Field>
  );
}
