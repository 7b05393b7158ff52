import { useEffect } from 'react';

export const APP_NAME = 'Picture Bingo';

/** Sets the tab title to "<title> · Picture Bingo" (or just the app name). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
