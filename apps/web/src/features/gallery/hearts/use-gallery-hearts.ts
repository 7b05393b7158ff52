import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { GameRole } from '@/game/game-channel';
import { heartCounts, heartsQueryOptions, photoKey, setHeart } from '@/game/hearts';
import { toast } from '@/lib/toast';
import { heartTexts } from '@/components/game/hearts/texts';
import type { THeartsContext } from './hearts-context';

/**
 * The gallery's hearts: every shown photo's count (kept live by the gallery's channel) and, for a player while
 * the game runs, their own hearts to give or take back (the count moves at once; a refusal puts it back).
 */
export function useGalleryHearts(code: string, role: GameRole, canGive: boolean): THeartsContext {
  const queryClient = useQueryClient();
  const options = heartsQueryOptions(code, role);
  const hearts = useQuery(options);
  const toggle = useMutation({
    mutationFn: (photo: { playerId: string; idx: number; image: string; on: boolean }) =>
      setHeart(code, photo, photo.on),
    onSuccess: (answer) =>
      queryClient.setQueryData(options.queryKey, (current) => {
        if (!current) return current;
        const key = photoKey(answer.playerId, answer.idx);
        const others = current.photos.filter((p) => photoKey(p.playerId, p.idx) !== key);
        const mine = current.mine.filter((p) => photoKey(p.playerId, p.idx) !== key);
        return {
          ...current,
          photos: answer.hearts > 0 ? [...others, answer] : others,
          mine: answer.mine ? [...mine, { playerId: answer.playerId, idx: answer.idx }] : mine,
        };
      }),
    onError: () => toast.error(heartTexts.failed),
  });
  const data = hearts.data;
  // TanStack Query keeps `mutate` stable across renders; the memo follows the pending flag, not the result object.
  const { mutate, isPending } = toggle;
  return useMemo(
    () => ({
      counts: heartCounts(data),
      mine: new Set((data?.mine ?? []).map((p) => photoKey(p.playerId, p.idx))),
      favourite: data?.favourite ?? null,
      canGive,
      pending: isPending,
      toggle: (photo) => mutate(photo),
    }),
    [data, canGive, isPending, mutate],
  );
}
