/**
 * Runs the daily digest in the background: every interval it sends what is due (nothing before
 * 08:00 Amsterdam, and each user at most once a day), then kicks the mail delivery. The interval
 * and the clock are injectable for tests; stop() waits for a run in progress.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { MailDelivery } from '../../lib/mail/delivery.js';
import { sendDueDigests } from './digest.js';

export interface DigestLoopOptions {
  db: Db;
  mail: Pick<MailDelivery, 'kick'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  appOrigin: string | null;
  /** How often due digests are looked for (default one minute: a digest is at most that late). */
  intervalMs?: number;
  now?: () => Date;
}

export interface DigestLoop {
  /** One pass now (also what the timer calls); resolves with the digests queued. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startDigestLoop(options: DigestLoopOptions): DigestLoop {
  const intervalMs = options.intervalMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  let running: Promise<number> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  function runOnce(): Promise<number> {
    // One pass at a time per instance; other instances are kept apart by the claim itself.
    running ??= sendDueDigests({ db: options.db, now: now(), appOrigin: options.appOrigin })
      .then((queued) => {
        if (queued > 0) options.mail.kick();
        return queued;
      })
      .catch((err: unknown) => {
        options.log.error({ err }, 'daily digest failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, intervalMs);
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
