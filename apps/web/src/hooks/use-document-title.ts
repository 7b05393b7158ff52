import { useEffect } from 'react';
import { pageTitle } from '@/lib/i18n/page-title';

export const APP_NAME = 'Picture Bingo';

/** Sets the tab title to "<title> · Picture Bingo" (or just the app name). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${pageTitle(title)} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
