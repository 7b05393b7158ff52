import { ZOutbox } from '@picture-bingo/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { read, STORAGE_KEYS, write } from '@/lib/storage';

/**
 * The outbox's key when this page was opened from the link the server printed at its start (`/outbox#key=…`):
 * kept in this browser and taken out of the address bar (the fragment never reaches a server or a proxy log).
 */
function takeOutboxKey(): void {
  const key = new URLSearchParams(window.location.hash.slice(1)).get('key');
  if (!key) return;
  write(STORAGE_KEYS.outboxKey, key);
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${window.location.search}`,
  );
}

/**
 * GET /mail/outbox: a laptop server's account mails (all of them with its key, else the signed-in host's own
 * verification mails).
 */
export const getOutbox = () => {
  takeOutboxKey();
  const key = read(STORAGE_KEYS.outboxKey);
  return api.get('/mail/outbox', {
    schema: ZOutbox,
    errorMessage: 'Failed to load the outbox',
    ...(key ? { headers: { 'x-outbox-key': key } } : {}),
  });
};

export const outboxQueryOptions = queryOptions({
  queryKey: ['mail', 'outbox'],
  queryFn: getOutbox,
  retry: false,
});

export const useOutbox = (enabled = true) => useQuery({ ...outboxQueryOptions, enabled });

/** A mail's link as a path in this app: it opens on whatever address this browser reaches the server at. */
export function inAppLink(link: string): string {
  const url = new URL(link, window.location.origin);
  return `${url.pathname}${url.search}`;
}
