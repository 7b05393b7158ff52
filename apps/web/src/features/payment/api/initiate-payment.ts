import { PAYMENT_INITIATE_FAILED, z, ZInitiatePaymentResponse } from '@picture-bingo/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { checkoutUrlFrom } from '../utils/checkout-url';

/** What the spec's client sends: $20 for 1 game. The server ignores the amount and prices it itself. */
const SPEC_AMOUNT_DOLLARS = 20;
const GAME_COUNT = 1;

// Read leniently so a missing id or url gets the spec's own message rather than a generic one.
const ZInitiateAnswer = z.partial(ZInitiatePaymentResponse);

/** POST /payment/initiate for one game; answers the hosted checkout URL to send the browser to. */
export async function initiatePayment(gameCode: string): Promise<string> {
  const answer = await api.post(
    '/payment/initiate',
    { amount: SPEC_AMOUNT_DOLLARS, gameCount: GAME_COUNT, gameCode },
    { schema: ZInitiateAnswer, errorMessage: PAYMENT_INITIATE_FAILED },
  );
  return checkoutUrlFrom(answer, window.location.origin);
}

/** Opens a checkout for the game; the caller redirects to the URL it answers. */
export const useInitiatePayment = () => useMutation({ mutationFn: initiatePayment });
