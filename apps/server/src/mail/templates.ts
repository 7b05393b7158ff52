import { directionOf, type TLanguage } from '@picture-bingo/shared/languages';
import { escapeHtml } from '../lib/html';
import { mailText, type MailValues } from './catalogue';
import type { OutgoingMail } from './mailer';

/**
 * A mail with one link to follow, in the recipient's language: the text version and an HTML version (every value
 * escaped) whose document carries the language and its writing direction. The link is always laid out left to
 * right (an address reads the same in every language).
 */
function linkMail(
  language: TLanguage,
  kind: 'reset' | 'verify',
  values: MailValues,
  link: string,
): OutgoingMail {
  const say = (key: 'subject' | 'intro' | 'action' | 'outro') => mailText(language, `${kind}_${key}`, values);
  const [intro, action, outro] = [say('intro'), say('action'), say('outro')];
  const [pasteLink, signature] = [
    mailText(language, 'mail_paste_link', values),
    mailText(language, 'mail_signature', values),
  ];
  const text = `${intro}\n\n${action}:\n${link}\n\n${outro}\n\n${signature}\n`;
  const html = [
    `<!doctype html><html lang="${language}" dir="${directionOf(language)}">`,
    '<head><meta charset="utf-8"></head>',
    '<body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="font-size:0.9em">${escapeHtml(pasteLink)}<br><span dir="ltr">${escapeHtml(link)}</span></p>`,
    `<p>${escapeHtml(outro)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: values.to, subject: say('subject'), text, html };
}

export function passwordResetMail(
  language: TLanguage,
  to: string,
  link: string,
  ttlMinutes: number,
): OutgoingMail {
  return linkMail(language, 'reset', { to, ttl: ttlMinutes }, link);
}

export function verificationMail(
  language: TLanguage,
  to: string,
  link: string,
  ttlHours: number,
): OutgoingMail {
  return linkMail(language, 'verify', { to, ttl: ttlHours }, link);
}
