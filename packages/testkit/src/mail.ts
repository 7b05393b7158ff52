import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the server mails: a password-reset or an e-mail-verification link. */
export type MailKind = 'reset' | 'verify';

/** One mail as a mailbox received it, with the link it carries. */
export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link's kind (from its page), or null for a mail without one. */
  kind: MailKind | null;
  link: string | null;
  token: string | null;
}

const PAGES: Record<string, MailKind> = { '/reset-password': 'reset', '/verify-email': 'verify' };

/** The first of our links in a mail's text: its page tells its kind, its `token` query the token. */
export function linkOf(text: string): Pick<CaughtMail, 'kind' | 'link' | 'token'> {
  for (const match of text.matchAll(/https?:\/\/\S+/g)) {
    const url = new URL(match[0]);
    const kind = PAGES[url.pathname];
    if (kind) return { kind, link: url.toString(), token: url.searchParams.get('token') };
  }
  return { kind: null, link: null, token: null };
}

/** Reads mails to an address, waiting for them to arrive. */
export class Mailbox {
  constructor(private readonly list: () => CaughtMail[]) {}

  /** Every mail of this kind received for this address so far, oldest first. */
  mailsTo(to: string, kind?: MailKind): CaughtMail[] {
    const address = to.toLowerCase();
    return this.list().filter((m) => m.to === address && (kind === undefined || m.kind === kind));
  }

  /** The `count`-th mail of this kind to this address (1: the first), once it has arrived. */
  async waitFor(to: string, kind: MailKind, count = 1, timeoutMs = 10_000): Promise<CaughtMail> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const mail = this.mailsTo(to, kind)[count - 1];
      if (mail) return mail;
      if (Date.now() > until) throw new Error(`no ${kind} mail #${count} to ${to} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

/** A mailbox over the files a MailCatcher with `dir` writes (another process, e.g. an e2e spec, reads them). */
export function mailboxInDir(dir: string): Mailbox {
  return new Mailbox(() => {
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as CaughtMail);
  });
}

export interface MailCatcher {
  /** SMTP_URL for the server under test. */
  url: string;
  port: number;
  mailbox: Mailbox;
  close(): Promise<void>;
  /** Lets the process end while it still listens (a bench or script that never closes it). */
  unref(): void;
}

/**
 * A real SMTP server in this process (the `smtp-server` package, no TLS, any or no login) that keeps every
 * mail it receives, parsed with `mailparser`; with `dir`, each mail is also written there as JSON.
 */
export async function startMailCatcher(options: { port?: number; dir?: string } = {}): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  let sequence = 0;
  if (options.dir) fs.mkdirSync(options.dir, { recursive: true });
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          for (const rcpt of session.envelope.rcptTo) {
            const mail: CaughtMail = {
              to: rcpt.address.toLowerCase(),
              subject: parsed.subject ?? '',
              text,
              html: typeof parsed.html === 'string' ? parsed.html : '',
              ...linkOf(text),
            };
            mails.push(mail);
            if (options.dir) {
              const name = `${Date.now()}-${String(sequence++).padStart(6, '0')}.json`;
              fs.writeFileSync(path.join(options.dir, `${name}.tmp`), JSON.stringify(mail));
              fs.renameSync(path.join(options.dir, `${name}.tmp`), path.join(options.dir, name));
            }
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 0);
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mailbox: new Mailbox(() => mails),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    unref: () => server.server.unref(),
  };
}
