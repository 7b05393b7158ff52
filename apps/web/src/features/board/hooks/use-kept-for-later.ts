import { useCallback, useEffect, useMemo, useState } from 'react';
import { forgetTakenPhoto, keepTakenPhoto, takenPhotos, type TakenPhoto } from '../utils/kept-photos';

/**
 * The photos teammates beat to their cells, kept on this phone (in IndexedDB too: a reload offers them again) until
 * the player puts each in another cell or lets it go.
 */
export function useKeptForLater(code: string) {
  const [kept, setKept] = useState<TakenPhoto[]>([]);

  // Kept on this phone from an earlier visit: offered again.
  useEffect(() => {
    let cancelled = false;
    void takenPhotos(code).then((stored) => {
      if (cancelled || stored.length === 0) return;
      setKept((current) => [...current, ...stored.filter((s) => !current.some((c) => c.id === s.id))]);
    });
    return () => {
      cancelled = true;
    };
  }, [code]);

  /** Keeps a photo its cell refused. */
  const keep = useCallback(
    (photo: TakenPhoto) => {
      setKept((current) => [...current, photo]);
      void keepTakenPhoto(code, photo);
    },
    [code],
  );

  /** The kept photo, taken out of the list to be placed (the phone forgets it once it is sent). */
  const take = useCallback(
    (id: string) => {
      const photo = kept.find((p) => p.id === id);
      if (photo) setKept((current) => current.filter((p) => p.id !== id));
      return photo;
    },
    [kept],
  );

  /** The player lets a kept photo go. */
  const discard = useCallback(
    (id: string) => {
      setKept((current) => current.filter((photo) => photo.id !== id));
      void forgetTakenPhoto(code, id);
    },
    [code],
  );

  return useMemo(() => ({ kept, keep, take, discard }), [kept, keep, take, discard]);
}
