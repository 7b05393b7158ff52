import { OutboxView } from '@/features/auth/components/outbox-view';

/** /outbox: a laptop server's account mails (it sends none), for the host to open their links from the app. */
export default function OutboxRoute() {
  return <OutboxView />;
}
