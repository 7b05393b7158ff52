import { z, ZCell, ZPendingPhoto, type TPendingPhoto, type TReviewRequest } from '@picture-bingo/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameKeys } from '@/lib/host-game';

const gamePath = (code: string) => `/game/${encodeURIComponent(code)}`;
export const reviewKey = (code: string) => [...gameKeys.host(code), 'review'] as const;

/** GET /game/:code/review: photos waiting for the host's decision, oldest first. */
export const getPendingPhotos = (code: string) =>
  api.get(`${gamePath(code)}/review`, {
    schema: z.array(ZPendingPhoto),
    errorMessage: 'Failed to load the photos to review',
  });

export const pendingPhotosQueryOptions = (code: string) =>
  queryOptions({ queryKey: reviewKey(code), queryFn: () => getPendingPhotos(code) });

export interface ReviewDecision extends TReviewRequest {
  photo: TPendingPhoto;
}

/** POST /game/:code/cells/:playerId/:idx/review: approve (the cell counts) or reject (the photo is removed). */
export const reviewPhoto = (code: string, { photo, decision }: ReviewDecision) =>
  api.post(
    `${gamePath(code)}/cells/${encodeURIComponent(photo.playerId)}/${photo.idx}/review`,
    { decision },
    { schema: ZCell, errorMessage: 'Failed to save your decision' },
  );

const samePhoto = (a: TPendingPhoto, b: TPendingPhoto) => a.playerId === b.playerId && a.idx === b.idx;

export function useReviewPhoto(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision) => reviewPhoto(code, decision),
    onSuccess: (_cell, { photo }) =>
      queryClient.setQueryData<TPendingPhoto[]>(reviewKey(code), (list) =>
        list?.filter((p) => !samePhoto(p, photo)),
      ),
  });
}
