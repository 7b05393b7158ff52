import type { TextareaHTMLAttributes } from 'react';
import { Field, fieldControlClasses, type FieldTexts } from './field';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldTexts {}

/** A labelled multi-line text field, styled like the outlined Input. */
export function Textarea({ label, error, helperText, id, className, rows = 3, ...rest }: TextareaProps) {
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
        <textarea
          {...rest}
          {...control}
          rows={rows}
          className={fieldControlClasses(
            'resize-y rounded-xl border border-slate-400 bg-white px-3 py-2.5',
            !!error,
          )}
        />
      )}
    </Field>
  );
}
