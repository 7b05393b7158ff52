import {
  startMailCatcher,
  verifyByMail,
  type ApiClientOptions,
  type MailCatcher,
} from '@picture-bingo/testkit';

let catcher: Promise<MailCatcher> | null = null;

/**
 * One in-process SMTP server per test file for the server processes it starts (processes.ts gives them its
 * SMTP_URL); it stops with the file's worker.
 */
export function testMailCatcher(): Promise<MailCatcher> {
  catcher ??= startMailCatcher().then((started) => {
    started.unref();
    return started;
  });
  return catcher;
}

/** Hosts registered against a server process verify their address by following the link it mailed. */
export const verifyThroughMail: NonNullable<ApiClientOptions['verifyHost']> = async (api, auth) =>
  verifyByMail((await testMailCatcher()).mailbox)(api, auth);
