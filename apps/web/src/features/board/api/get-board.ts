import { ZBoard } from '@picture-bingo/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';
import { gameApiPath } from '@/game/paths';
import { playerGameKeys } from '@/game/player-game';

/** GET /game/:code/board: this device's own card, dealt once when it joined. */
export const getBoard = (code: string) =>
  api.get(gameApiPath(code, `/board`), {
    schema: ZBoard,
    errorMessage: 'Failed to load your board',
    headers: playerHeaders(),
  });

export const boardQueryOptions = (code: string) =>
  queryOptions({ queryKey: playerGameKeys.board(code), queryFn: () => getBoard(code) });
