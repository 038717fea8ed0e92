/**
 * Checklist loading (spec sections 4 and 9): at least `intervalMs` between the starts of two
 * fetches, and after `maxErrors` consecutive failures no further fetch at all (the screen then
 * says 'Checklist laden gestopt na 3 fouten…' until the page is reloaded). A success resets the
 * count. Framework-free: the query functions run their request through `run`, and a failed
 * attempt is retried through the gate again (no retry delay of its own: the gate spaces them).
 */

export type FetchGateState = 'open' | 'stopped';

export interface FetchGateOptions {
  intervalMs: number;
  maxErrors: number;
  /** The clock (ms); `Date.now` by default. */
  now?: () => number;
  /** Waits `ms` (rejecting when `signal` aborts); a timer by default. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export interface FetchGate {
  /** Runs `fn` once the interval since the previous start has passed; refuses when stopped. */
  run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly state: FetchGateState;
  readonly consecutiveErrors: number;
}

/** Thrown by `run` once the gate has stopped: no request was made. */
export class FetchStoppedError extends Error {
  constructor() {
    super('Checklist loading stopped');
    this.name = 'FetchStoppedError';
  }
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('Aborted', 'AbortError');
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError');
}

export function timerSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError(signal));
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal!));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function createFetchGate({ intervalMs, maxErrors, now = () => Date.now(), sleep = timerSleep }: FetchGateOptions): FetchGate {
  let state: FetchGateState = 'open';
  let consecutiveErrors = 0;
  /** When the latest fetch began; -Infinity before the first. */
  let lastStart = Number.NEGATIVE_INFINITY;
  /** Calls take their turn one after the other, so calls made together are spaced too. */
  let queue: Promise<void> = Promise.resolve();
  // A function, so a check after an await reads the state anew.
  const isStopped = () => state === 'stopped';

  /** Waits for this call's turn and the interval; false when cancelled or stopped meanwhile (no start is recorded then). */
  const takeTurn = (signal: AbortSignal | undefined): Promise<boolean> => {
    const turn = queue.then(async () => {
      if (signal?.aborted || isStopped()) return false;
      const wait = lastStart + intervalMs - now();
      if (wait > 0) {
        try {
          await sleep(wait, signal);
        } catch {
          return false;
        }
      }
      if (signal?.aborted || isStopped()) return false;
      lastStart = now();
      return true;
    });
    queue = turn.then(() => undefined);
    return turn;
  };

  async function run<T>(fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (isStopped()) throw new FetchStoppedError();
    if (!(await takeTurn(signal))) {
      if (signal?.aborted) throw abortError(signal);
      throw new FetchStoppedError();
    }
    try {
      const result = await fn();
      consecutiveErrors = 0;
      return result;
    } catch (error) {
      // A cancelled fetch (the screen closed, a newer fetch replaced it) is no failure.
      if (!isAbort(error, signal)) {
        consecutiveErrors += 1;
        if (consecutiveErrors >= maxErrors) state = 'stopped';
      }
      throw error;
    }
  }

  return {
    run,
    get state() {
      return state;
    },
    get consecutiveErrors() {
      return consecutiveErrors;
    },
  };
}
