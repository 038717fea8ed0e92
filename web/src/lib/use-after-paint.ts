import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true once that render has been painted: a large dialog
 * draws what a person looks at first at once and the rest right after, in a render of its own
 * that typing can interrupt (a transition), instead of one long task before anything shows.
 */
export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer = 0;
    // The frame's callback runs before its paint; the task after it, after.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  return painted;
}
