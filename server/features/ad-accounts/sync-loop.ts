/**
 * The background sync: every minute it looks for connections not attempted for the interval
 * (AD_SYNC_INTERVAL_MINUTES) and syncs their companies, ten at a time, up to 200 per pass. The
 * claim in sync.ts keeps instances apart. An interval of 0 turns it off.
 */
import { and, gt, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { adPlatformConnections } from '../../db/schema/index.js';
import { startBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop.js';
import { syncCompanyAccounts, type SyncCtx } from './sync.js';

const tickMs = 60_000;
const batchSize = 10;
const companiesPerPass = 200;

export type SyncLoop = BackgroundLoop;

/** Looks every minute (or every interval, when shorter) for companies whose connections are due. */
export function startSyncLoop(options: { ctx: SyncCtx; log: Pick<FastifyBaseLogger, 'error'>; intervalMs: number; now?: () => Date }): SyncLoop {
  const now = options.now ?? (() => new Date());
  let stopped = false;

  async function pass(): Promise<number> {
    const done = new Set<string>();
    // Every due company in this pass, a batch at a time (never-attempted ones first), up to a ceiling.
    while (!stopped && done.size < companiesPerPass) {
      const at = now();
      const due = await options.ctx.db
        .select({ companyId: adPlatformConnections.companyId })
        .from(adPlatformConnections)
        .where(
          and(
            isNotNull(adPlatformConnections.sealedToken),
            or(isNull(adPlatformConnections.tokenExpiresAt), gt(adPlatformConnections.tokenExpiresAt, at)),
            or(isNull(adPlatformConnections.lastAttemptAt), lt(adPlatformConnections.lastAttemptAt, new Date(at.getTime() - options.intervalMs))),
            done.size > 0 ? notInArray(adPlatformConnections.companyId, [...done]) : undefined,
          ),
        )
        .orderBy(sql`${adPlatformConnections.lastAttemptAt} asc nulls first`)
        .limit(batchSize);
      const companies = [...new Set(due.map((d) => d.companyId))];
      if (companies.length === 0) break;
      for (const companyId of companies) {
        done.add(companyId);
        try {
          await syncCompanyAccounts(options.ctx, companyId, { force: false, now: now() });
        } catch (err) {
          options.log.error({ err, companyId }, 'background account sync failed');
        }
      }
    }
    return done.size;
  }

  const loop = startBackgroundLoop({
    pass,
    intervalMs: options.intervalMs > 0 ? Math.min(tickMs, options.intervalMs) : 0,
    log: options.log,
    failureMessage: 'background account sync failed',
  });
  return {
    runOnce: loop.runOnce,
    async stop() {
      stopped = true;
      await loop.stop();
    },
  };
}
