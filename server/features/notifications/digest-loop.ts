/**
 * Runs the daily digest in the background: every interval it sends what is due (nothing before
 * 08:00 Amsterdam, and each user at most once a day), then kicks the mail delivery. The interval
 * and the clock are injectable for tests; stop() waits for a run in progress.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { startBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop.js';
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

export type DigestLoop = BackgroundLoop;

export function startDigestLoop(options: DigestLoopOptions): DigestLoop {
  const now = options.now ?? (() => new Date());
  return startBackgroundLoop({
    intervalMs: options.intervalMs ?? 60_000,
    log: options.log,
    failureMessage: 'daily digest failed',
    // Other instances are kept apart by the claim in sendDueDigests itself.
    pass: async () => {
      const queued = await sendDueDigests({ db: options.db, now: now(), appOrigin: options.appOrigin });
      if (queued > 0) options.mail.kick();
      return queued;
    },
  });
}
