/** Each platform's connection and sync state for a company, as Settings and /accounts show it. */
import { eq, sql } from 'drizzle-orm';
import { accountSyncRules, adPlatforms, type AdPlatform } from '../../../common/ad-account-constants.js';
import { formatErrorMessage, isErrorCode } from '../../../common/errors.js';
import type { PlatformState } from '../../../common/schemas/ad-accounts.js';
import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { adPlatformConnections, users, type AdPlatformConnectionRow } from '../../db/schema/index.js';
import type { Env } from '../../env.js';

export const platformLabels: Record<AdPlatform, string> = { facebook: 'Facebook', google: 'Google Ads' };

export function isConfigured(env: Pick<Env, 'facebook' | 'googleAds'>, platform: AdPlatform): boolean {
  return platform === 'facebook' ? env.facebook !== null : env.googleAds !== null;
}

export function errorOf(code: string | null, platform: AdPlatform): PlatformState['lastError'] {
  if (!code) return null;
  const known = isErrorCode(code) ? code : 'AD_SYNC_FAILED';
  return { code: known, message: formatErrorMessage(known, { platform: platformLabels[platform] }) };
}

/** A connection whose token still works (not expired, not dropped after a refusal). */
export function isUsable(row: Pick<AdPlatformConnectionRow, 'sealedToken' | 'tokenExpiresAt'>, now = new Date()): boolean {
  return row.sealedToken !== null && (row.tokenExpiresAt === null || row.tokenExpiresAt > now);
}

export function isStale(row: Pick<AdPlatformConnectionRow, 'lastSyncAt'>, now = new Date()): boolean {
  return row.lastSyncAt === null || now.getTime() - row.lastSyncAt.getTime() > accountSyncRules.staleAfterMs;
}

/** The company's connections with the columns the states use (and the connecting user's name). */
const connectionsOf = preparedQuery((db) =>
  db
    .select({
      connection: {
        platform: adPlatformConnections.platform,
        sealedToken: adPlatformConnections.sealedToken,
        tokenExpiresAt: adPlatformConnections.tokenExpiresAt,
        externalName: adPlatformConnections.externalName,
        connectedBy: adPlatformConnections.connectedBy,
        connectedAt: adPlatformConnections.connectedAt,
        lastSyncAt: adPlatformConnections.lastSyncAt,
        lastErrorCode: adPlatformConnections.lastErrorCode,
      },
      connectedByName: users.name,
    })
    .from(adPlatformConnections)
    .leftJoin(users, eq(users.id, adPlatformConnections.connectedBy))
    .where(eq(adPlatformConnections.companyId, sql.placeholder('companyId')))
    .prepare('accounts_platform_connections'),
);

export async function platformStates(db: Db, env: Pick<Env, 'facebook' | 'googleAds'>, companyId: string, now = new Date()) {
  const rows = await connectionsOf(db).execute({ companyId });
  const states: PlatformState[] = adPlatforms.map((platform) => {
    const found = rows.find((r) => r.connection.platform === platform);
    const configured = isConfigured(env, platform);
    if (!found) {
      return {
        platform,
        configured,
        connected: false,
        status: 'not_connected',
        lastSync: null,
        lastError: null,
        connectedBy: null,
        connectedById: null,
        connectedAt: null,
        externalName: null,
      };
    }
    const c = found.connection;
    const usable = isUsable(c, now);
    const status: PlatformState['status'] = !usable ? 'expired' : c.lastErrorCode ? 'error' : c.lastSyncAt ? 'ok' : 'never';
    return {
      platform,
      configured,
      connected: usable,
      status,
      lastSync: c.lastSyncAt?.toISOString() ?? null,
      lastError: errorOf(c.lastErrorCode ?? (usable ? null : 'AD_SYNC_TOKEN_EXPIRED'), platform),
      connectedBy: found.connectedByName,
      connectedById: c.connectedBy,
      connectedAt: c.connectedAt.toISOString(),
      externalName: c.externalName,
    };
  });
  // Spec section 4: sync when a platform's last sync is older than 5 minutes or never happened
  // (only platforms that can sync count).
  const syncDue = rows.some((r) => isUsable(r.connection, now) && isConfigured(env, r.connection.platform) && isStale(r.connection, now));
  return { states, syncDue };
}
