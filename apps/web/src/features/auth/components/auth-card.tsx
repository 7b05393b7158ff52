import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { m } from '@/lib/i18n/messages';

export interface AuthCardProps {
  title: string;
  subtitle?: string;
  /** Shown in the red banner above the form. */
  error?: string | null;
  children: ReactNode;
  footer: ReactNode;
}

/** The centred card of the login and register screens, holding the page's <h1>. */
export function AuthCard({ title, subtitle, error, children, footer }: AuthCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 pt-4 sm:pt-10">
      <Card className="flex flex-col gap-6">
        <div className="flex flex-col gap-1 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          {subtitle && <p className="text-sm text-slate-600">{subtitle}</p>}
        </div>
        {error && <Alert variant="error">{error}</Alert>}
        {children}
      </Card>
      <p className="text-center text-sm text-slate-700">{footer}</p>
    </div>
  );
}

/** A horizontal rule with a word in the middle. */
export function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-600">
      <span className="h-px flex-1 bg-slate-200" />
      {m.account_or()}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

export const authLinkClass =
  'font-semibold text-violet-700 underline-offset-4 hover:underline focus-visible:underline';
