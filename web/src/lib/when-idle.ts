/**
 * Runs `run` when the browser is idle (requestIdleCallback, at the latest after `timeoutMs`), or
 * after a short pause where there is no such call (Safari). Answers a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 1_500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 200);
  return () => window.clearTimeout(handle);
}
