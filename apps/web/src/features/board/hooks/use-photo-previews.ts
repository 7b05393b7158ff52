import { useCallback, useEffect, useRef } from 'react';

/**
 * Object URLs of the photos on their way, one per cell: shown in the cell at once, released when the cell's upload
 * ends or is replaced, and all of them when the screen closes.
 */
export function usePhotoPreviews() {
  const previews = useRef(new Map<number, string>());
  const drop = useCallback((idx: number) => {
    const url = previews.current.get(idx);
    if (url) URL.revokeObjectURL(url);
    previews.current.delete(idx);
  }, []);
  const show = useCallback(
    (idx: number, photo: Blob): string | undefined => {
      drop(idx);
      if (typeof URL.createObjectURL !== 'function') return undefined;
      const url = URL.createObjectURL(photo);
      previews.current.set(idx, url);
      return url;
    },
    [drop],
  );
  useEffect(() => {
    const shown = previews.current;
    return () => shown.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  return { show, drop };
}
