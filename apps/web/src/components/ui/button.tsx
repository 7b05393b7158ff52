import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { buttonClasses, type ButtonStyleProps } from './button-styles';
import { SpinnerIcon } from './spinner';

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'color'>, ButtonStyleProps {
  /** Shows a spinner, marks the button busy and blocks clicks; the label stays as given. */
  loading?: boolean;
}

export function Button({
  color,
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonClasses({ color, variant, size, fullWidth }), className)}
      {...rest}
    >
      {loading && <SpinnerIcon />}
      {children}
    </button>
  );
}
