import nodemailer from 'nodemailer';
import type { Outbox } from './outbox';

/** One mail: a plain-text body and the same in HTML. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** An account mail's one link, its purpose and account: what a laptop's outbox shows (never sent as such). */
  account?: { purpose: 'verify' | 'reset'; userId: string; link: string };
}

/** What the mailer writes to the log: a failure, or (without SMTP) the whole mail. */
export interface MailLog {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface Mailer {
  /** How mail leaves: an SMTP server, or the server log when SMTP_URL is not set. */
  readonly kind: 'smtp' | 'log';
  /** Sends one mail; rejects when the SMTP server refuses it. */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Sends in the background (a mail, or what prepares one, e.g. storing its link first): the request that asked
   * for the mail answers at once (its answer and timing must not tell whether a mail went out); a failure is
   * logged.
   */
  deliver(mail: OutgoingMail | (() => Promise<OutgoingMail | null>)): void;
  /** Waits for the mails being delivered, then closes the SMTP connections. */
  close(): Promise<void>;
}

export interface MailerConfig {
  smtpUrl: string | null;
  from: string;
}

/** Where the mailer may also put a mail it does not send: the laptop's outbox page (null elsewhere). */
export interface MailerOptions {
  outbox?: Outbox | null;
}

/**
 * The app's mailer. With SMTP_URL, nodemailer sends through that server (smtps:// for TLS from the start,
 * smtp:// upgrades with STARTTLS when the server offers it; user and password from the URL). Without it,
 * each mail is written to the log, link included, so an install without a mail server still works.
 */
export function createMailer(config: MailerConfig, log: MailLog, options: MailerOptions = {}): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function send(mail: OutgoingMail) {
    if (!transport) {
      log.warn(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'SMTP_URL is not set: this mail was not sent, it is written here instead',
      );
      if (mail.account && options.outbox) {
        const { purpose, userId, link } = mail.account;
        const sentAt = new Date().toISOString();
        options.outbox.add({ to: mail.to, subject: mail.subject, purpose, link, userId, sentAt });
      }
      return;
    }
    const { to, subject, text, html } = mail;
    await transport.sendMail({ from: config.from, to, subject, text, html });
  }

  return {
    kind: transport ? 'smtp' : 'log',
    send,
    deliver(mail) {
      // After the current request's answer is on its way: nothing of this work counts in its time.
      const sending: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => (typeof mail === 'function' ? mail() : mail))
        .then((ready) => (ready ? send(ready) : undefined))
        .catch((error: unknown) => log.error({ err: error }, 'mail failed'))
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async close() {
      await Promise.allSettled([...pending]);
      transport?.close();
    },
  };
}
