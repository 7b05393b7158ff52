import { ApiClient, startMailCatcher, verifyByMail, type MailCatcher } from '@picture-bingo/testkit';

let catcher: Promise<MailCatcher> | null = null;

/**
 * One SMTP server in the bench process for every server it starts (their SMTP_URL): registration mails a
 * verification link, and a host pays only once it is followed.
 */
export function benchMail(): Promise<MailCatcher> {
  catcher ??= startMailCatcher().then((started) => {
    // It must not keep a finished bench alive.
    started.unref();
    return started;
  });
  return catcher;
}

/** The API of a bench's server; the hosts it registers follow their mailed verification link. */
export const benchClient = (url: string, timeoutMs: number | null = null) =>
  ApiClient.at(url, timeoutMs, {
    verifyHost: async (api, auth) => verifyByMail((await benchMail()).mailbox)(api, auth),
  });
