import { ZQueuePlayer } from '@picture-bingo/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameApiPath } from '@/game/paths';

/** PATCH /game/:code/players/:playerId: the host renames a player (the join rules apply); everyone hears it. */
export const renamePlayer = (code: string, playerId: string, name: string) =>
  api.patch(
    gameApiPath(code, `/players/${encodeURIComponent(playerId)}`),
    { name },
    { schema: ZQueuePlayer, errorMessage: 'Failed to rename the player' },
  );

export const useRenamePlayer = (code: string) =>
  useMutation({
    mutationFn: ({ playerId, name }: { playerId: string; name: string }) =>
      renamePlayer(code, playerId, name),
  });
