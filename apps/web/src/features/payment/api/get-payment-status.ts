import { PAYMENT_STATUS_FAILED, ZPaymentStatusResponse } from '@picture-bingo/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from '@/game/host-game';
import { nextPollDelay } from '../utils/payment-polling';
import { paymentKeys } from './payment-keys';

/** GET /payment/status/:id (our payment id or the provider's session id); only the caller's own payments. */
export const getPaymentStatus = (id: string) =>
  api.get(`/payment/status/${encodeURIComponent(id)}`, {
    schema: ZPaymentStatusResponse,
    errorMessage: PAYMENT_STATUS_FAILED,
  });

/**
 * The payment behind a checkout session, asked again while it is pending (the provider confirms it), for
 * about 30 s; `waiting` is false once it stopped asking on its own.
 */
export function usePaymentStatus(sessionId: string) {
  const queryClient = useQueryClient();
  const queryKey = paymentKeys.status(sessionId);
  const query = useQuery({
    queryKey,
    queryFn: async () => {
      const payment = await getPaymentStatus(sessionId);
      if (payment.status === 'paid') {
        // The paid game went live and a game was bought: what the host sees next must say so.
        void queryClient.invalidateQueries({ queryKey: gameKeys.all });
        void queryClient.invalidateQueries({ queryKey: paymentKeys.gameCount() });
      }
      return payment;
    },
    enabled: sessionId !== '',
    refetchInterval: (query) => nextPollDelay(query.state.data?.status, query.state.dataUpdateCount),
  });
  const answers = queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0;
  /** Still expecting news: a lookup is under way or another is due. */
  const waiting = query.isFetching || nextPollDelay(query.data?.status, answers) !== false;
  return { query, waiting };
}
