/** The health report: which database mode runs and whether it answers. */
import type { FastifyBaseLogger } from 'fastify';
import type { HealthResponse } from '../../../common/schemas/health.js';
import type { Database } from '../../db/database.js';
import { appVersion as version } from '../../lib/app-version.js';

export async function checkHealth({ database, log }: { database: Database; log: Pick<FastifyBaseLogger, 'warn'> }): Promise<HealthResponse> {
  let latencyMs: number | null = null;
  try {
    latencyMs = await database.ping();
  } catch (err) {
    log.warn({ err }, 'database ping failed');
  }
  const ok = latencyMs !== null;
  return {
    status: ok ? 'ok' : 'degraded',
    database: { mode: database.mode, ok, latencyMs },
    version,
  };
}
