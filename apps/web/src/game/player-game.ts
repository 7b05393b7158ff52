import {
  INVALID_ROOM_CODE,
  type TBoard,
  type TGameSummary,
  type TMembership,
  ZGameSummary,
  ZMembership,
} from '@picture-bingo/shared';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';

const gamePath = (code: string) => `/game/${encodeURIComponent(code.toUpperCase())}`;

/** Query keys of what a player sees of a game. */
export const playerGameKeys = {
  summary: (code: string) => ['player-game', 'summary', code.toUpperCase()] as const,
  me: (code: string) => ['player-game', 'me', code.toUpperCase()] as const,
  board: (code: string) => ['player-game', 'board', code.toUpperCase()] as const,
};

/** GET /game/:code (public): 404 "Invalid room code. Please try again." for no open game. */
export const getGameSummary = (code: string) =>
  api.get(gamePath(code), {
    schema: ZGameSummary,
    errorMessage: INVALID_ROOM_CODE,
  });

export const gameSummaryQueryOptions = (code: string) =>
  queryOptions({ queryKey: playerGameKeys.summary(code), queryFn: () => getGameSummary(code), retry: false });

/** GET /game/:code/me: this device's player in the game (404 not joined, 403 removed). */
export const getMembership = (code: string) =>
  api.get(`${gamePath(code)}/me`, {
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

/** The path of a player call on one game, for the features' own calls. */
export const playerGamePath = gamePath;

/**
 * The game as the lobby last heard it, put into the card fetched ahead in the lobby: the card opens
 * on the game as it is now (started, its clock running) without asking the server again. No card cached: nothing.
 */
export function storeGameInBoard(queryClient: QueryClient, game: TGameSummary): void {
  queryClient.setQueryData<TBoard>(playerGameKeys.board(game.gameCode), (board) =>
    board ? { ...board, game } : board,
  );
}
