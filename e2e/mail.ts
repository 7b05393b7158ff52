import { mailboxInDir, startMailCatcher, verifyByMail } from '@picture-bingo/testkit';

/**
 * The e2e runs' mail: an SMTP server started by the global setup (playwright.config.ts) on a port derived from
 * E2E_PORT, which the built server sends to (SMTP_URL); it writes each mail it receives into E2E_MAIL_DIR,
 * where the specs, in other processes, read them.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = PORT + 20_000;
export const E2E_MAIL_DIR = `${process.env.E2E_DATA_DIR ?? `/tmp/pb-e2e-${PORT}`}-mail`;

/** The mails the server sent in this run. */
export const mailbox = mailboxInDir(E2E_MAIL_DIR);

/** Hosts an ApiClient registers follow the verification link mailed to them (paying needs it). */
export const verifyHostByMail = verifyByMail(mailbox);

/** Playwright's global setup: the SMTP server, with an empty mail folder; returns its teardown. */
export default async function startE2eMail() {
  const fs = await import('node:fs');
  fs.rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  const catcher = await startMailCatcher({ port: E2E_SMTP_PORT, dir: E2E_MAIL_DIR });
  return () => catcher.close();
}
