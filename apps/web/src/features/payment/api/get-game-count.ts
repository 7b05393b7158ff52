import { GAME_COUNT_FAILED, ZCustomerGameCount } from '@picture-bingo/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { paymentKeys } from './payment-keys';

/** GET /payment/customer/me/game-count: the signed-in host's prepaid games (bought, used, left). */
export const getGameCount = () =>
  api.get('/payment/customer/me/game-count', {
    schema: ZCustomerGameCount,
    errorMessage: GAME_COUNT_FAILED,
  });

export const gameCountQueryOptions = () =>
  queryOptions({ queryKey: paymentKeys.gameCount(), queryFn: getGameCount });

export const useGameCount = () => useQuery(gameCountQueryOptions());
