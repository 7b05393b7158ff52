import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceVerified, forgetVerifyReturn, verifyReturnPath } from '@/lib/account-verified';
import { renderInRouter } from '@/testing/render-in-router';
import VerifyEmailBanner from './verify-email-banner';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const user = (emailVerified: boolean, helpsOnly = false) => ({
  helpsOnly,
  id: 'u1',
  email: 'host@example.com',
  hasPassword: true,
  hasGoogle: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  emailVerified,
});

/**
 * A laptop server (mail not sent, an outbox) whose host is unverified until `verified.now` turns true (and only
 * helps run other hosts' games when `verified.helpsOnly`).
 */
function serveLaptop(verified: { now: boolean; helpsOnly?: boolean }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/api/config'))
      return json(200, { googleClientId: null, paymentProvider: 'local', mailDelivery: 'outbox' });
    if (url.endsWith('/api/auth/me')) return json(200, { user: user(verified.now, verified.helpsOnly) });
    if (url.endsWith('/api/mail/outbox'))
      return json(200, {
        scope: 'own',
        mails: [
          {
            to: 'host@example.com',
            subject: 'Verify your email address for Picture Bingo',
            purpose: 'verify',
            link: 'http://localhost:3000/verify-email?token=abc',
            sentAt: '2026-01-01T00:00:00.000Z',
          },
        ],
      });
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

describe('VerifyEmailBanner on a laptop that sends no mail', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    forgetVerifyReturn();
  });

  it('opens the host’s own link from the app, never says a mail was sent, and remembers the page', async () => {
    serveLaptop({ now: false });
    const seen = renderInRouter(<VerifyEmailBanner />, '/host/ABC123/pricing');
    const link = await screen.findByRole('link', { name: 'Open my verification link' });
    // A path in this app: it works on whatever address this browser reaches the server at.
    expect(link).toHaveAttribute('href', '/verify-email?token=abc');
    expect(screen.getByText(/This server doesn't send mail/)).toBeInTheDocument();
    expect(screen.queryByText(/We mailed you/)).not.toBeInTheDocument();
    await userEvent.click(link);
    expect(seen.location?.pathname).toBe('/verify-email');
    expect(verifyReturnPath()).toBe('/host/ABC123/pricing');
  });

  it('goes away when another tab verifies the address', async () => {
    const verified = { now: false };
    serveLaptop(verified);
    renderInRouter(<VerifyEmailBanner />, '/host');
    expect(await screen.findByText('Please verify your email address')).toBeInTheDocument();
    verified.now = true;
    announceVerified();
    await vi.waitFor(() => expect(screen.queryByText('Please verify your email address')).toBeNull());
  });

  it('asks nothing of an account that only helps run other hosts’ games (it buys nothing)', async () => {
    const fetched = serveLaptop({ now: false, helpsOnly: true });
    const urls = () =>
      fetched.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));
    renderInRouter(<VerifyEmailBanner />, '/room/ABC123/moderate');
    await vi.waitFor(() => expect(urls().some((url) => url.endsWith('/api/auth/me'))).toBe(true));
    // The answer has arrived and been rendered: the account is unverified, and still no banner.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Please verify your email address')).toBeNull();
    expect(urls().some((url) => url.endsWith('/api/mail/outbox'))).toBe(false);
  });
});
