/**
 * The background sync: every minute it looks for connections not attempted for the interval
 * (AD_SYNC_INTERVAL_MINUTES) and syncs their companies, a few at a time. The claim in sync.ts keeps
 * instances apart. An interval of 0 turns it off.
 */
import { and, asc, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { adPlatformConnections } from '../../db/schema/index.js';
import { syncCompanyAccounts, type SyncCtx } from './sync.js';

const tickMs = 60_000;
const companiesPerTick = 10;

export interface SyncLoop {
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

export function startSyncLoop(options: { ctx: SyncCtx; log: Pick<FastifyBaseLogger, 'error'>; intervalMs: number; now?: () => Date }): SyncLoop {
  const now = options.now ?? (() => new Date());
  let running: Promise<number> | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;

  async function pass(): Promise<number> {
    const before = new Date(now().getTime() - options.intervalMs);
    const due = await options.ctx.db
      .selectDistinct({ companyId: adPlatformConnections.companyId, lastAttemptAt: adPlatformConnections.lastAttemptAt })
      .from(adPlatformConnections)
      .where(
        and(
          isNotNull(adPlatformConnections.sealedToken),
          or(isNull(adPlatformConnections.tokenExpiresAt), gt(adPlatformConnections.tokenExpiresAt, now())),
          or(isNull(adPlatformConnections.lastAttemptAt), lt(adPlatformConnections.lastAttemptAt, before)),
        ),
      )
      .orderBy(asc(adPlatformConnections.lastAttemptAt))
      .limit(companiesPerTick);
    const companies = [...new Set(due.map((d) => d.companyId))];
    for (const companyId of companies) {
      if (stopped) break;
      try {
        await syncCompanyAccounts(options.ctx, companyId, { force: false, now: now() });
      } catch (err) {
        options.log.error({ err, companyId }, 'background account sync failed');
      }
    }
    return companies.length;
  }

  function runOnce(): Promise<number> {
    running ??= pass()
      .catch((err: unknown) => {
        options.log.error({ err }, 'background account sync failed');
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }

  function schedule(): void {
    if (stopped || options.intervalMs <= 0) return;
    timer = setTimeout(() => void runOnce().finally(schedule), Math.min(tickMs, options.intervalMs));
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
