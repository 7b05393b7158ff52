import { ZOutbox } from '@picture-bingo/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /mail/outbox: a laptop server's account mails (all of them on its own machine, else the host's own). */
export const getOutbox = () =>
  api.get('/mail/outbox', { schema: ZOutbox, errorMessage: 'Failed to load the outbox' });

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
