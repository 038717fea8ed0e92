import { useEffect, useEffectEvent, useState } from 'react';
import { type ComparePicture, type LoadedPicture, loadPicture, pictureKey } from './picture-source';

export type ComparePictures = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; older: LoadedPicture; newer: LoadedPicture };

/** Both versions loaded (PDF pages drawn); loads again when either picture changes, and frees blob URLs. */
export function useComparePictures(older: ComparePicture, newer: ComparePicture): ComparePictures {
  const key = `${pictureKey(older)}|${pictureKey(newer)}`;
  const [loaded, setLoaded] = useState<{ key: string; value: ComparePictures } | null>(null);
  const current = useEffectEvent(() => [older, newer] as const);

  useEffect(() => {
    let cancelled = false;
    const pictures = current();
    const settled = Promise.allSettled(pictures.map((picture) => loadPicture(picture)));
    void settled.then(([a, b]) => {
      if (cancelled || a?.status !== 'fulfilled' || b?.status !== 'fulfilled') {
        for (const result of [a, b]) if (result?.status === 'fulfilled') result.value.release();
        if (!cancelled) setLoaded({ key, value: { status: 'failed' } });
        return;
      }
      setLoaded({ key, value: { status: 'ready', older: a.value, newer: b.value } });
    });
    return () => {
      cancelled = true;
      void settled.then((results) => {
        for (const result of results) if (result.status === 'fulfilled') result.value.release();
      });
    };
  }, [key]);

  return loaded?.key === key ? loaded.value : { status: 'loading' };
}
