import { roomCodeKey } from '@picture-bingo/shared';
import {
  ZGameHearts,
  ZHeartResponse,
  type TGameHearts,
  type TPhotoHearts,
} from '@picture-bingo/shared/hearts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { playerHeaders } from '@/lib/device';
import type { GameRole } from './game-channel';
import { roleHeaders } from './game-results';
import { gameApiPath } from './paths';

/** A photo's place: its player and cell. */
export const photoKey = (playerId: string, idx: number) => `${playerId}:${idx}`;

export const heartsQueryOptions = (code: string, role: GameRole) =>
  queryOptions({
    queryKey: ['hearts', roomCodeKey(code), role] as const,
    queryFn: () =>
      api.get(gameApiPath(code, '/hearts'), {
        schema: ZGameHearts,
        errorMessage: 'Failed to load the hearts',
        headers: roleHeaders(role),
      }),
  });

/** The heart count of each photo by `photoKey`. */
export function heartCounts(hearts: TGameHearts | undefined): Map<string, number> {
  return new Map((hearts?.photos ?? []).map((p) => [photoKey(p.playerId, p.idx), p.hearts]));
}

/** Folds a frame of live counts into the cached hearts. */
export function applyHearts(queryClient: QueryClient, code: string, role: GameRole, updates: TPhotoHearts[]) {
  queryClient.setQueryData<TGameHearts>(heartsQueryOptions(code, role).queryKey, (current) => {
    if (!current) return current;
    const counts = new Map(current.photos.map((p) => [photoKey(p.playerId, p.idx), p]));
    for (const update of updates) counts.set(photoKey(update.playerId, update.idx), update);
    return { ...current, photos: [...counts.values()].filter((p) => p.hearts > 0) };
  });
}

/** POST …/cells/{playerId}/{idx}/heart: gives the photo the player's heart (`on`) or takes it back. */
export function setHeart(code: string, photo: { playerId: string; idx: number; image: string }, on: boolean) {
  const path = `/cells/${encodeURIComponent(photo.playerId)}/${photo.idx}/heart`;
  return api.post(
    gameApiPath(code, path),
    { image: photo.image, on },
    { schema: ZHeartResponse, errorMessage: 'Failed to send the heart', headers: playerHeaders() },
  );
}
