/** Each platform's connection and sync state for a company, as Settings and /accounts show it. */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { accountSyncRules, adPlatforms, type AdPlatform } from '../../../common/ad-account-constants.js';
import { formatErrorMessage, isErrorCode } from '../../../common/errors.js';
import type { PlatformState } from '../../../common/schemas/ad-accounts.js';
import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { adPlatformConnections, users, type AdPlatformConnectionRow } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import { isoTimeSql } from '../../lib/sql-time.js';

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

/**
 * The company's connections with what the states use (and the connecting user's name) as one json
 * value: read alone by `platformStates`, and along with the account rows by the account list.
 */
export function connectionsJson(companyId: SQL | Placeholder): SQL<unknown[]> {
  const c = adPlatformConnections;
  return sql<unknown[]>`coalesce((
    select json_agg(json_build_object('platform', ${c.platform}, 'usableToken', ${c.sealedToken} is not null,
      'tokenExpiresAt', ${isoTimeSql(c.tokenExpiresAt)}, 'externalName', ${c.externalName}, 'connectedBy', ${c.connectedBy},
      'connectedAt', ${isoTimeSql(c.connectedAt)}, 'lastSyncAt', ${isoTimeSql(c.lastSyncAt)}, 'lastErrorCode', ${c.lastErrorCode},
      'connectedByName', (select ${users.name} from ${users} where ${users.id} = ${c.connectedBy})))
    from ${c} where ${c.companyId} = ${companyId}), '[]'::json)`;
}

interface ConnectionJson {
  platform: AdPlatform;
  usableToken: boolean;
  tokenExpiresAt: string | null;
  externalName: string | null;
  connectedBy: string | null;
  connectedAt: string;
  lastSyncAt: string | null;
  lastErrorCode: string | null;
  connectedByName: string | null;
}

const dateOf = (text: string | null) => (text === null ? null : new Date(text));

function connectionsFromJson(value: unknown[]) {
  return (value as ConnectionJson[]).map(({ connectedByName, usableToken, ...c }) => ({
    connection: {
      ...c,
      // Only whether a token is there matters to the states; the sealed token itself stays in the database.
      sealedToken: usableToken ? '' : null,
      tokenExpiresAt: dateOf(c.tokenExpiresAt),
      connectedAt: new Date(c.connectedAt),
      lastSyncAt: dateOf(c.lastSyncAt),
    },
    connectedByName,
  }));
}

const connectionsOf = preparedQuery((db) =>
  db
    .select({ connections: connectionsJson(sql.placeholder('companyId')) })
    .from(sql`(select 1) as one`)
    .prepare('accounts_platform_connections'),
);

export async function platformStates(db: Db, env: Pick<Env, 'facebook' | 'googleAds'>, companyId: string, now = new Date()) {
  const [row] = await connectionsOf(db).execute({ companyId });
  return statesOf(row!.connections, env, now);
}

/** The states (and whether a sync is due) of the company's connections (`connectionsJson`). */
export function statesOf(connections: unknown[], env: Pick<Env, 'facebook' | 'googleAds'>, now = new Date()) {
  const rows = connectionsFromJson(connections);
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
