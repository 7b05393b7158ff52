import { randomUUID } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  type TLanguage,
  RESET_LINK_IN_LOG,
  RESET_LINK_IN_OUTBOX,
  RESET_MAIL_SENT,
  VERIFICATION_LINK_IN_LOG,
  VERIFICATION_LINK_IN_OUTBOX,
  VERIFICATION_MAIL_SENT,
} from '@picture-bingo/shared';
import { newOpaqueToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { insertAccountToken, type AccountTokenPurpose } from '../../db/repositories/account-tokens.repo';
import type { UserRow } from '../../db/repositories/users.repo';
import type { OutgoingMail } from '../../mail/mailer';
import { passwordResetMail, verificationMail } from '../../mail/templates';

/** The web page each link opens. */
const PAGES: Record<AccountTokenPurpose, string> = { reset: '/reset-password', verify: '/verify-email' };

/**
 * Stores a new single-use link for the account (its token hashed) and returns the mail carrying it. The link
 * lives PASSWORD_RESET_TTL_MINUTES (reset) or EMAIL_VERIFY_TTL_HOURS (verify). It starts with the configured
 * base (PUBLIC_URL, or this machine on a laptop), never with anything the request said about its host. The mail
 * is in the account's language; an account whose language is not known gets the asking browser's
 * (`browserLanguage`, from its Accept-Language), else English.
 */
export async function prepareAccountLinkMail(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email' | 'language'>,
  purpose: AccountTokenPurpose,
  browserLanguage: TLanguage | null = null,
): Promise<OutgoingMail> {
  const { token, hash } = newOpaqueToken();
  const { resetTtlMinutes, verifyTtlHours } = ctx.config.mail;
  const ttlMs = purpose === 'reset' ? resetTtlMinutes * 60_000 : verifyTtlHours * 3_600_000;
  const now = Date.now();
  await insertAccountToken(ctx.db, {
    id: randomUUID(),
    user_id: user.id,
    purpose,
    token_hash: hash,
    email: user.email,
    expires_at: new Date(now + ttlMs).toISOString(),
    used_at: null,
    created_at: new Date(now).toISOString(),
  });
  const link = `${ctx.config.mail.linkBase}${PAGES[purpose]}?token=${encodeURIComponent(token)}`;
  const language = user.language ?? browserLanguage ?? DEFAULT_LANGUAGE;
  const mail =
    purpose === 'reset'
      ? passwordResetMail(language, user.email, link, resetTtlMinutes)
      : verificationMail(language, user.email, link, verifyTtlHours);
  return { ...mail, account: { purpose, userId: user.id, link } };
}

/** Mails the account a new link in the background (the caller's answer does not wait for the SMTP server). */
export function mailAccountLink(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'email' | 'language'>,
  purpose: AccountTokenPurpose,
  browserLanguage: TLanguage | null = null,
) {
  ctx.mailer.deliver(() => prepareAccountLinkMail(ctx, user, purpose, browserLanguage));
}

const ANSWERS = {
  reset: { smtp: RESET_MAIL_SENT, outbox: RESET_LINK_IN_OUTBOX, log: RESET_LINK_IN_LOG },
  verify: {
    smtp: VERIFICATION_MAIL_SENT,
    outbox: VERIFICATION_LINK_IN_OUTBOX,
    log: VERIFICATION_LINK_IN_LOG,
  },
} as const;

/** What the asker is told about a link just asked for: mailed, or where this server keeps it (never "we sent"). */
export function accountLinkAnswer(ctx: AppContext, purpose: AccountTokenPurpose): string {
  return ANSWERS[purpose][ctx.config.mail.delivery];
}
