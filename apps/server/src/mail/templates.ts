import { directionOf, type TLanguage } from '@picture-bingo/shared/languages';
import { escapeHtml } from '../lib/html';
import { MAIL_CATALOGUES, type LinkMailTexts, type LinkMailValues } from './catalogue';
import type { OutgoingMail } from './mailer';

/**
 * A mail with one link to follow, in the recipient's language: the text version and an HTML version (every value
 * escaped) whose document carries the language and its writing direction. The link is always laid out left to
 * right (an address reads the same in every language).
 */
function linkMail(
  language: TLanguage,
  texts: LinkMailTexts,
  values: LinkMailValues,
  link: string,
): OutgoingMail {
  const { frame } = MAIL_CATALOGUES[language];
  const intro = texts.intro(values);
  const outro = texts.outro(values);
  const text = `${intro}\n\n${texts.action}:\n${link}\n\n${outro}\n\n${frame.signature}\n`;
  const html = [
    `<!doctype html><html lang="${language}" dir="${directionOf(language)}">`,
    '<head><meta charset="utf-8"></head>',
    '<body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p style="font-size:0.9em">${escapeHtml(frame.pasteLink)}<br><span dir="ltr">${escapeHtml(link)}</span></p>`,
    `<p>${escapeHtml(outro)}</p>`,
    `<p>${escapeHtml(frame.signature)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: values.to, subject: texts.subject, text, html };
}

export function passwordResetMail(
  language: TLanguage,
  to: string,
  link: string,
  ttlMinutes: number,
): OutgoingMail {
  return linkMail(language, MAIL_CATALOGUES[language].passwordReset, { to, ttl: ttlMinutes }, link);
}

export function verificationMail(
  language: TLanguage,
  to: string,
  link: string,
  ttlHours: number,
): OutgoingMail {
  return linkMail(language, MAIL_CATALOGUES[language].verification, { to, ttl: ttlHours }, link);
}
