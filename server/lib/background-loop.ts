/**
 * Periodic background work (the daily digest, the account sync): one pass at a time per instance,
 * every `intervalMs` after the previous pass ended, errors logged and counted as 0, and stop()
 * waits for a pass in progress. An interval of 0 or less never schedules (runOnce still works).
 */
import type { FastifyBaseLogger } from 'fastify';

export interface BackgroundLoop {
  /** One pass now (also what the timer calls); resolves with what the pass counted. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startBackgroundLoop(options: {
  pass: () => Promise<number>;
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'error'>;
  failureMessage: string;
}): BackgroundLoop {
  let running: Promise<number> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  function runOnce(): Promise<number> {
    running ??= options
      .pass()
      .catch((err: unknown) => {
        options.log.error({ err }, options.failureMessage);
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule(): void {
    if (stopped || options.intervalMs <= 0) return;
    timer = setTimeout(() => void runOnce().finally(schedule), options.intervalMs);
    timer.unref();
  }
  schedule();

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
