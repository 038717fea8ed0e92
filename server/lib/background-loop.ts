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

/** What one claimed batch of a job did: how many rows it claimed, how many it handled, whether mail was queued. */
export interface ClaimedBatch {
  claimed: number;
  sent: number;
  mailed: boolean;
}

/**
 * One pass of a job that claims its work in batches (`FOR UPDATE SKIP LOCKED`): batches until one
 * comes back short of `batchSize` (at most `maxBatches`), then the mail is kicked once if any batch
 * queued some. Answers how many rows were handled.
 */
export async function runClaimedBatches(
  runBatch: () => Promise<ClaimedBatch>,
  options: { batchSize: number; maxBatches: number; mail: { kick(): void } },
): Promise<number> {
  let sent = 0;
  let mailed = false;
  for (let batch = 0; batch < options.maxBatches; batch += 1) {
    const result = await runBatch();
    sent += result.sent;
    mailed ||= result.mailed;
    if (result.claimed < options.batchSize) break;
  }
  if (mailed) options.mail.kick();
  return sent;
}
