import { escapeHtml } from '../lib/html';
import type { OutgoingMail } from './mailer';

/** A mail with one link to follow: the text version and an HTML version (every value escaped). */
function linkMail(
  to: string,
  subject: string,
  lines: { intro: string; action: string; outro: string },
  link: string,
) {
  const text = `${lines.intro}\n\n${lines.action}:\n${link}\n\n${lines.outro}\n\n— Picture Bingo\n`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>${escapeHtml(lines.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(lines.action)}</a></p>`,
    `<p style="font-size:0.9em">Or paste this address into your browser:<br>${escapeHtml(link)}</p>`,
    `<p>${escapeHtml(lines.outro)}</p>`,
    '<p>— Picture Bingo</p>',
    '</body></html>',
  ].join('\n');
  return { to, subject, text, html } satisfies OutgoingMail;
}

export function passwordResetMail(to: string, link: string, ttlMinutes: number): OutgoingMail {
  return linkMail(
    to,
    'Reset your Picture Bingo password',
    {
      intro: `Someone asked to reset the password of the Picture Bingo account for ${to}.`,
      action: 'Choose a new password',
      outro: `The link works once, for ${ttlMinutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
    },
    link,
  );
}

export function verificationMail(to: string, link: string, ttlHours: number): OutgoingMail {
  return linkMail(
    to,
    'Verify your email address for Picture Bingo',
    {
      intro: `Please confirm that ${to} is your address, so you can buy games and get back into your account if you forget your password.`,
      action: 'Verify my email address',
      outro: `The link works for ${ttlHours} hours. If you did not create a Picture Bingo account, ignore this mail.`,
    },
    link,
  );
}
