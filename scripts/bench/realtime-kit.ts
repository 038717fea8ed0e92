/**
 * What the realtime benchmark needs besides its run: every wait bounded (a benchmark that waits
 * for ever hides lost events — it must finish and count them), the link to the clients' process
 * (answers or null, never a hang, also when the process died), and the figures.
 */
import type { ChildProcess } from 'node:child_process';

/** The promise's value, or `onTimeout()`'s once `ms` passed first. */
export async function within<T>(promise: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(onTimeout()), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type ClientsMessage = Record<string, unknown> & { type: string };

/** Messages to and from the clients' process, each answer awaited at most `ms`. */
export interface ClientsLink {
  send(message: Record<string, unknown>): void;
  /** The next message of `type` within `ms`; null on timeout or when the process is gone. */
  next(type: string, ms: number): Promise<ClientsMessage | null>;
  /** Why the process is gone ("exited with 1"), or null while it runs. */
  readonly gone: string | null;
}

export function linkClients(child: ChildProcess): ClientsLink {
  let gone: string | null = null;
  const waiters = new Set<(message: ClientsMessage | null) => void>();
  child.once('exit', (code, signal) => {
    gone = `exited with ${signal ?? code}`;
    for (const wake of waiters) wake(null);
  });
  return {
    send(message) {
      if (!gone) child.send(message);
    },
    next(type, ms) {
      if (gone) return Promise.resolve(null);
      let onMessage: (m: ClientsMessage) => void = () => {};
      let wake: (m: ClientsMessage | null) => void = () => {};
      const answer = new Promise<ClientsMessage | null>((resolve) => {
        wake = resolve;
        onMessage = (m) => {
          if (m.type === type) resolve(m);
        };
        waiters.add(wake);
        child.on('message', onMessage);
      });
      return within(answer, ms, () => null).finally(() => {
        waiters.delete(wake);
        child.off('message', onMessage);
      });
    },
    get gone() {
      return gone;
    },
  };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const option = (args: string[], name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
