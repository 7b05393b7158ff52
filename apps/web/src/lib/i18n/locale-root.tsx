import { Fragment, type ReactNode } from 'react';
import { useLocale } from './messages';

/**
 * Renders the app anew when the language changes: every screen reads its words from `m` as it renders, and the
 * router's pages would otherwise keep the last language's until they render again. The data (React Query's cache)
 * lives above it and stays.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return <Fragment key={locale}>{children}</Fragment>;
}
