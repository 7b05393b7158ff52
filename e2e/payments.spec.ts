import { PAYING_CARD } from '@picture-bingo/testkit';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiClient,
  completeSetup,
  expectNoSeriousA11yViolations,
  hostCredential,
  registerHost,
} from './support';

const DECLINED_CARD = '4000 0000 0000 0002';

/** A setup the server accepts for payment (a 3x3 card needs 8 labels), under this title. */
const setupTitled = (eventTitle: string) => ({ ...completeSetup, eventTitle });

/** The host's API, straight from the test. */
function hostApi(request: APIRequestContext, email: string) {
  const api = apiClient(request);
  const token = hostCredential(request, email);
  return {
    createGame: (setup: object) => api.createGame(token, setup),
    game: (code: string) => api.getHostGame(token, code),
    gameCount: () => api.gameCount(token),
    initiate: (gameCode: string) => api.initiatePayment(token, gameCode),
  };
}

/** Pays an open checkout the way its form does (no bearer: the session id in the URL is the key). */
async function payCheckout(request: APIRequestContext, checkoutUrl: string) {
  const res = await request.post(`${checkoutUrl}/pay`, {
    form: { cardNumber: PAYING_CARD },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(303);
}

async function fillCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Quiz Master');
}

/**
 * Holds the page's next POST /payment/initiate until `release()` is called (the real server then answers it),
 * so the Redirecting to Payment modal can be seen before it closes or the browser leaves.
 */
async function holdInitiate(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/payment/initiate', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Presses Make Payment and follows the redirect to the local provider's hosted checkout. */
async function goToCheckout(page: Page) {
  await page.getByRole('button', { name: 'Make Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/cs_local_[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
}

const prepaidCount = (page: Page, term: 'Bought' | 'Used' | 'Left') =>
  page
    .getByRole('region', { name: 'Prepaid games' })
    .locator('div', { has: page.getByRole('term').filter({ hasText: term }) })
    .getByRole('definition');

test.describe('payments', () => {
  test('a host pays for a game at the hosted checkout and returns to its room details', async ({
    page,
    request,
  }) => {
    const email = await registerHost(page, { open: null });
    const host = hostApi(request, email);
    const { gameCode: code } = await host.createGame(setupTitled('Summer Picnic'));

    await test.step('pricing', async () => {
      await page.goto(`/host/${code}/pricing`);
      await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Summer Picnic' })).toBeVisible();
      await expect(page.getByText('$20', { exact: true })).toBeVisible();
      await expect(page.getByText('One-time payment', { exact: true })).toBeVisible();
      // No earlier payments: nothing prepaid to offer.
      await expect(page.getByRole('button', { name: /Use a prepaid game/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('Make Payment shows the redirecting modal, then the checkout', async () => {
      const release = await holdInitiate(page);
      await page.getByRole('button', { name: 'Make Payment' }).click();
      const modal = page.getByRole('dialog', { name: 'Redirecting to Payment' });
      await expect(modal).toBeVisible();
      await expect(modal).toHaveAttribute('aria-modal', 'true');
      await expect(modal.getByRole('status')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      release();
      await expect(page).toHaveURL(/\/checkout\/cs_local_[\w-]+$/);
    });

    await test.step('the checkout page', async () => {
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(summary).toContainText('$20.00');
      await expect(summary).toContainText('Summer Picnic');
      await expect(page.getByRole('heading', { name: 'Test mode' })).toBeVisible();
      await expect(page.getByText('No real money moves and no card is charged.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await fillCard(page, PAYING_CARD);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
    });

    await test.step('payment success', async () => {
      await expect(page).toHaveURL(/\/payment-success\?session_id=cs_local_/);
      await expect(page.getByRole('heading', { name: 'Payment Successful', level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
      // The spec's words, then what was bought.
      await expect(
        page.getByText(
          `Thank you for your payment. You can now enjoy all the premium features. Room ${code} is paid: players can join, and you start the game when they are in.`,
        ),
      ).toBeVisible();
      await expect(page.getByText('$20.00 paid for 1 game.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Return to Dashboard' }).click();
      await expect(page).toHaveURL(`/host/${code}/room-details`);
      const game = await host.game(code);
      expect(game.paid).toBe(true);
      expect(game.status).toBe('ACTIVE');
    });

    await test.step('the profile counts the game bought and used', async () => {
      await page.goto('/profile');
      await expect(prepaidCount(page, 'Bought')).toHaveText('1');
      await expect(prepaidCount(page, 'Used')).toHaveText('1');
      await expect(prepaidCount(page, 'Left')).toHaveText('0');
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('a paid game has nothing left to pay', async () => {
      await page.goto(`/host/${code}/pricing`);
      await expect(page.getByText('This game is already paid for')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Make Payment' })).toHaveCount(0);
      await page.getByRole('link', { name: 'Go to Room Details' }).click();
      await expect(page).toHaveURL(`/host/${code}/room-details`);
    });
  });

  test('a declined card keeps the game unpaid; Cancel returns to pricing; the success page grants nothing', async ({
    page,
    request,
  }) => {
    const email = await registerHost(page, { open: null });
    const host = hostApi(request, email);
    const { gameCode: code } = await host.createGame(setupTitled('Autumn Fair'));

    await page.goto(`/host/${code}/pricing`);
    await goToCheckout(page);
    const sessionId = new URL(page.url()).pathname.split('/').pop() ?? '';

    await test.step('a declined card', async () => {
      await fillCard(page, DECLINED_CARD);
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
      const game = await host.game(code);
      expect(game.paid).toBe(false);
      expect(game.status).toBe('INACTIVE');
    });

    await test.step('Cancel', async () => {
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page).toHaveURL(`/host/${code}/pricing`);
      await expect(page.getByRole('button', { name: 'Make Payment' })).toBeEnabled();
      expect((await host.game(code)).paid).toBe(false);
    });

    await test.step('the canceled session on the success page', async () => {
      await page.goto(`/payment-success?session_id=${sessionId}`);
      await expect(page.getByRole('alert')).toContainText('This payment was not completed: it is canceled.');
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Back to Pricing' })).toHaveAttribute(
        'href',
        `/host/${code}/pricing`,
      );
    });

    await test.step('a made-up session id', async () => {
      await page.goto('/payment-success?session_id=cs_local_made_up_by_someone');
      await expect(page.getByRole('alert')).toHaveText('Failed to get payment status');
      await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('link', { name: 'Back to Host Game' }).click();
      await expect(page).toHaveURL('/host');
      expect((await host.game(code)).paid).toBe(false);
      expect(await host.gameCount()).toEqual({ bought: 0, used: 0, left: 0 });
    });
  });

  test('a checkout that cannot open shows Payment failed at the top right and closes the modal', async ({
    page,
    request,
  }) => {
    const email = await registerHost(page, { open: null });
    const host = hostApi(request, email);
    const { gameCode: code } = await host.createGame(setupTitled('Winter Walk'));
    await page.goto(`/host/${code}/pricing`);
    await expect(page.getByRole('button', { name: 'Make Payment' })).toBeEnabled();

    // Paid meanwhile, elsewhere: this page still offers to pay, and the server refuses.
    await payCheckout(request, (await host.initiate(code)).url);
    const release = await holdInitiate(page);
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await expect(page.getByRole('dialog', { name: 'Redirecting to Payment' })).toBeVisible();
    release();

    const failure = page.getByRole('alert').filter({ hasText: 'Payment failed' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('This game is already paid for');
    await expect(failure).toHaveCSS('position', 'fixed');
    const box = await failure.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport && box.x + box.width > viewport.width - 40 && box.y < 150).toBe(true);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // The page caught up with the game: it is paid.
    await expect(page.getByRole('link', { name: 'Go to Room Details' })).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(failure).toHaveCount(0);
  });

  test('an incomplete game cannot be paid; a prepaid game makes another live without paying', async ({
    page,
    request,
  }) => {
    const email = await registerHost(page, { open: null });
    const host = hostApi(request, email);

    await test.step('two payments for one game leave one game on account', async () => {
      const { gameCode } = await host.createGame(setupTitled('First Game'));
      const first = await host.initiate(gameCode);
      const second = await host.initiate(gameCode);
      await payCheckout(request, first.url);
      await payCheckout(request, second.url);
      expect(await host.gameCount()).toEqual({ bought: 2, used: 1, left: 1 });
    });

    await test.step('an incomplete game lists what is missing', async () => {
      const { gameCode } = await host.createGame({ eventTitle: 'Half Done' });
      await page.goto(`/host/${gameCode}/pricing`);
      const blockers = page
        .getByRole('status')
        .filter({ hasText: 'Finish setting up the game before you pay' });
      await expect(blockers.getByRole('listitem').first()).toBeVisible();
      await expect(page.getByRole('button', { name: 'Make Payment' })).toBeDisabled();
      await expect(page.getByRole('button', { name: /Use a prepaid game/ })).toHaveCount(0);
      await expect(blockers.getByRole('link', { name: 'Back to Event Setup' })).toHaveAttribute(
        'href',
        `/host/${gameCode}/event-setup`,
      );
      await expectNoSeriousA11yViolations(page);
    });

    await test.step('use the prepaid game', async () => {
      const { gameCode } = await host.createGame(setupTitled('Second Game'));
      await page.goto(`/host/${gameCode}/pricing`);
      await page.getByRole('button', { name: 'Use a prepaid game (1 left)' }).click();
      await expect(page).toHaveURL(`/host/${gameCode}/room-details`);
      const game = await host.game(gameCode);
      expect(game.paid).toBe(true);
      expect(game.status).toBe('ACTIVE');
      expect(await host.gameCount()).toEqual({ bought: 2, used: 2, left: 0 });
    });
  });
});
