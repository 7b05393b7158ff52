import { EMAIL_NOT_VERIFIED_NO_MAIL, type TGame } from '@picture-bingo/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hostGame } from '@/testing/game-fixtures';
import { renderInRouter } from '@/testing/render-in-router';
import { PricingView } from './pricing-view';

const draft = hostGame({
  hostName: 'Ada',
  eventTitle: 'Office Party',
  eventDate: '2026-12-18',
  words: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
  freeSpaceWord: 'FREE',
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function serve(provider: 'free' | 'local', mailDelivery: 'smtp' | 'outbox' = 'smtp') {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.endsWith('/api/config'))
      return json(200, { googleClientId: null, paymentProvider: provider, mailDelivery });
    if (url.endsWith('/api/payment/initiate'))
      return json(403, { code: 'EMAIL_NOT_VERIFIED', message: EMAIL_NOT_VERIFIED_NO_MAIL });
    if (url.endsWith('/api/game/ABC123/activate'))
      return json(200, { ...draft, paid: true, status: 'ACTIVE' });
    if (url.endsWith('/api/payment/customer/me/game-count'))
      return json(200, { bought: 0, used: 0, left: 0 });
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

const renderPricing = (game: TGame) => renderInRouter(<PricingView game={game} />, '/host/ABC123/pricing');

describe('PricingView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('where games are free, says there is no charge and opens the room at once', async () => {
    const fetchSpy = serve('free');
    const seen = renderPricing(draft);
    expect(await screen.findByText('No charge on this server')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Make Payment' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open the Room' }));
    await vi.waitFor(() => expect(seen.location?.pathname).toBe('/host/ABC123/room-details'));
    const calls = fetchSpy.mock.calls.map(([input]) => String(input));
    expect(calls.some((url) => url.includes('/payment/'))).toBe(false);
  });

  it('where games are free, an unfinished setup cannot be opened', async () => {
    serve('free');
    renderPricing({ ...draft, setupProblems: ['Add at least 8 board labels.'] });
    expect(await screen.findByRole('button', { name: 'Open the Room' })).toBeDisabled();
  });

  it('with a checkout, shows the price and Make Payment', async () => {
    serve('local');
    renderPricing(draft);
    expect(await screen.findByRole('button', { name: 'Make Payment' })).toBeInTheDocument();
    expect(await screen.findByText(/Test mode/)).toBeInTheDocument();
    expect(screen.queryByText('No charge on this server')).not.toBeInTheDocument();
  });

  it('an unverified host is told why paying waits and how to go on, not "Payment failed"', async () => {
    serve('local', 'outbox');
    renderPricing(draft);
    await userEvent.click(await screen.findByRole('button', { name: 'Make Payment' }));
    const title = await screen.findByText('Verify your email address first');
    const notice = title.closest('[role="status"]');
    expect(notice).toHaveTextContent('open your verification link from the banner above');
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
    // The verification page leads back here.
    expect(window.localStorage.getItem('verifyReturnTo')).toBe('/host/ABC123/pricing');
  });
});
