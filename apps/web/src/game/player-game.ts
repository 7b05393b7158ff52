import {
  INVALID_ROOM_CODE,
  type TBoard,
  type TGameSummary,
  type TMembership,
  ZGameSummary,
  ZMembership,
  roomCodeKey,
} from '@picture-bingo/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';
import { gameApiPath } from './paths';

/** Query keys of what a player sees of a game. */
export const playerGameKeys = {
  summary: (code: string) => ['player-game', 'summary', roomCodeKey(code)] as const,
  me: (code: string) => ['player-game', 'me', roomCodeKey(code)] as const,
  board: (code: string) => ['player-game', 'board', roomCodeKey(code)] as const,
};

/** GET /game/:code (public): 404 "Invalid room code. Please try again." for no open game. */
export const getGameSummary = (code: string) =>
  api.get(gameApiPath(code), {
    schema: ZGameSummary,
    errorMessage: INVALID_ROOM_CODE,
  });

export const gameSummaryQueryOptions = (code: string) =>
  queryOptions({ queryKey: playerGameKeys.summary(code), queryFn: () => getGameSummary(code), retry: false });

/** GET /game/:code/me: this device's player in the game (404 not joined, 403 removed). */
export const getMembership = (code: string) =>
  api.get(gameApiPath(code, `/me`), {
    schema: ZMembership,
    errorMessage: 'Failed to load your game',
    headers: playerHeaders(),
  });

export const membershipQueryOptions = (code: string) =>
  queryOptions<TMembership>({
    queryKey: playerGameKeys.me(code),
    queryFn: () => getMembership(code),
    retry: false,
  });

/**
 * The game as the lobby last heard it, put into the card fetched ahead in the lobby: the card opens
 * on the game as it is now (started, its clock running) without asking the server again. No card cached: nothing.
 */
export function storeGameInBoard(queryClient: QueryClient, game: TGameSummary): void {
  queryClient.setQueryData<TBoard>(playerGameKeys.board(game.gameCode), (board) =>
    board ? { ...board, game } : board,
  );
}
