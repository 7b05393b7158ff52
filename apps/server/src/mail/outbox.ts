import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { TOutboxMail } from '@picture-bingo/shared';

/** The most mails an outbox holds; older ones drop off (a new link can always be asked for). */
const OUTBOX_SIZE = 100;

/** An outbox mail, with the account it was written for (to show a signed-in host their own mails only). */
export interface OutboxEntry extends TOutboxMail {
  userId: string;
}

/**
 * A laptop server's account mails (no SMTP_URL, no PUBLIC_URL): kept in this process's memory only, so the host
 * can open a link from the app. Nothing is stored: a restart empties it, and a new link can be asked for.
 */
export interface Outbox {
  add(entry: OutboxEntry): void;
  /** Newest first. */
  list(): OutboxEntry[];
  /**
   * This process's key to every mail, new at each start and printed only in the server's own output (the link
   * `/outbox#key=…`): whoever reads that output runs the server. No address or header stands in for it: behind a
   * proxy on the same machine every visitor arrives from this computer.
   */
  readonly key: string;
  /** Whether `key` is this outbox's key. */
  opens(key: string | null): boolean;
}

export function createOutbox(size = OUTBOX_SIZE): Outbox {
  const entries: OutboxEntry[] = [];
  const key = randomBytes(24).toString('base64url');
  const expected = Buffer.from(key);
  return {
    key,
    opens(given) {
      if (given === null) return false;
      const bytes = Buffer.from(given);
      return bytes.length === expected.length && timingSafeEqual(bytes, expected);
    },
    add(entry) {
      entries.unshift(entry);
      entries.length = Math.min(entries.length, size);
    },
    list: () => [...entries],
  };
}
