import { cn } from '@/lib/cn';

export type ButtonColor = 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'default';
export type ButtonVariant = 'contained' | 'outlined' | 'soft' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

// Full class strings (Tailwind only sees literal names). Text/background pairs keep at least 4.5:1 contrast.
const STYLES: Record<ButtonVariant, Record<ButtonColor, string>> = {
  contained: {
    primary: 'bg-violet-700 text-white hover:bg-violet-800 shadow-sm',
    secondary: 'bg-sky-700 text-white hover:bg-sky-800 shadow-sm',
    success: 'bg-emerald-700 text-white hover:bg-emerald-800 shadow-sm',
    warning: 'bg-amber-700 text-white hover:bg-amber-800 shadow-sm',
    error: 'bg-red-700 text-white hover:bg-red-800 shadow-sm',
    default: 'bg-slate-200 text-slate-900 hover:bg-slate-300',
  },
  outlined: {
    primary: 'border border-violet-600 text-violet-700 hover:bg-violet-50',
    secondary: 'border border-sky-600 text-sky-800 hover:bg-sky-50',
    success: 'border border-emerald-600 text-emerald-800 hover:bg-emerald-50',
    warning: 'border border-amber-600 text-amber-800 hover:bg-amber-50',
    error: 'border border-red-600 text-red-700 hover:bg-red-50',
    default: 'border border-slate-300 text-slate-800 hover:bg-slate-100',
  },
  soft: {
    primary: 'bg-violet-100 text-violet-800 hover:bg-violet-200',
    secondary: 'bg-sky-100 text-sky-900 hover:bg-sky-200',
    success: 'bg-emerald-100 text-emerald-900 hover:bg-emerald-200',
    warning: 'bg-amber-100 text-amber-900 hover:bg-amber-200',
    error: 'bg-red-100 text-red-800 hover:bg-red-200',
    default: 'bg-slate-100 text-slate-800 hover:bg-slate-200',
  },
  ghost: {
    primary: 'text-violet-700 hover:bg-violet-50',
    secondary: 'text-sky-800 hover:bg-sky-50',
    success: 'text-emerald-800 hover:bg-emerald-50',
    warning: 'text-amber-800 hover:bg-amber-50',
    error: 'text-red-700 hover:bg-red-50',
    default: 'text-slate-700 hover:bg-slate-100',
  },
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 text-sm gap-1.5',
  md: 'min-h-11 px-4 text-sm gap-2',
  lg: 'min-h-12 px-6 text-base gap-2',
};

export interface ButtonStyleProps {
  color?: ButtonColor;
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The button look, shared by <Button> and links that should look like one. */
export function buttonClasses({
  color = 'primary',
  variant = 'contained',
  size = 'md',
  fullWidth = false,
}: ButtonStyleProps = {}): string {
  return cn(
    'inline-flex items-center justify-center rounded-xl font-semibold transition-colors select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    STYLES[variant][color],
    SIZES[size],
    fullWidth && 'w-full',
  );
}
