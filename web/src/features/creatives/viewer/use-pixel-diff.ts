import { useEffect, useState } from 'react';
import type { DiffRequest, DiffResponse } from './diff-worker';
import { type LoadedPicture, maxPictureSide, pixelsOf } from './picture-source';
import { limitSize } from './viewer-geometry';

export type PixelDiffState = { status: 'idle' | 'computing' | 'failed' } | { status: 'done'; image: ImageData; changed: number; total: number };

/**
 * The pixel difference of two loaded versions, computed once `enabled` (and kept for that pair):
 * both drawn at the newer's size (its longest side at most 2048), compared in a Web Worker.
 */
export function usePixelDiff(older: LoadedPicture | null, newer: LoadedPicture | null, enabled: boolean): PixelDiffState {
  const [result, setResult] = useState<{ older: LoadedPicture; newer: LoadedPicture; state: PixelDiffState } | null>(null);
  const done = result !== null && result.older === older && result.newer === newer;

  useEffect(() => {
    if (!enabled || !older || !newer || done) return;
    const size = limitSize(newer.size, maxPictureSide);
    const worker = new Worker(new URL('./diff-worker.ts', import.meta.url), { type: 'module' });
    const fail = () => setResult({ older, newer, state: { status: 'failed' } });
    worker.addEventListener('message', (event: MessageEvent<DiffResponse>) => {
      const answer = event.data;
      worker.terminate();
      if (!answer.ok) return fail();
      const image = new ImageData(new Uint8ClampedArray(answer.output), size.width, size.height);
      setResult({ older, newer, state: { status: 'done', image, changed: answer.changed, total: answer.total } });
    });
    worker.addEventListener('error', () => {
      worker.terminate();
      fail();
    });
    try {
      const a = pixelsOf(older, size).data.buffer;
      const b = pixelsOf(newer, size).data.buffer;
      const request: DiffRequest = { older: a, newer: b, width: size.width, height: size.height };
      worker.postMessage(request, [a, b]);
    } catch {
      // A canvas that cannot be read (a picture from another origin): no difference.
      worker.terminate();
      queueMicrotask(fail);
    }
    return () => worker.terminate();
  }, [enabled, older, newer, done]);

  if (done) return result.state;
  return enabled && older && newer ? { status: 'computing' } : { status: 'idle' };
}
