/**
 * The pixel difference off the main thread (compare-view's difference mode): receives both
 * pictures' RGBA pixels, answers the highlighted picture and the number of changed pixels. The
 * buffers are transferred both ways, never copied.
 */
import { diffPixels } from './diff-core';

export interface DiffRequest {
  older: ArrayBuffer;
  newer: ArrayBuffer;
  width: number;
  height: number;
}

export type DiffResponse = { ok: true; output: ArrayBuffer; changed: number; total: number } | { ok: false };

self.addEventListener('message', (event: MessageEvent<DiffRequest>) => {
  const { older, newer, width, height } = event.data;
  try {
    const result = diffPixels(new Uint8ClampedArray(older), new Uint8ClampedArray(newer), width, height);
    const answer: DiffResponse = { ok: true, output: result.output.buffer, changed: result.changed, total: result.total };
    self.postMessage(answer, { transfer: [result.output.buffer] });
  } catch {
    self.postMessage({ ok: false } satisfies DiffResponse);
  }
});
