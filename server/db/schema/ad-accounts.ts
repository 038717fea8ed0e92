/**
 * Advertising accounts of a company (spec section 3, ad_account), one row per platform account,
 * with the alerts a sync derives, the colleagues assigned to an account, and the company's
 * connection to each platform (its token encrypted with the secret box).
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  accountAlertTypes,
  accountSources,
  accountStatuses,
  adPlatforms,
  type AccountAlertType,
  type AccountStatus,
  type AdPlatform,
} from '../../../common/ad-account-constants.js';
import { clients } from './clients.js';
import { companies, users } from './core.js';

export { adPlatforms, type AdPlatform };

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const adAccounts = pgTable(
  'ad_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    name: text('name').notNull(),
    platform: text('platform', { enum: adPlatforms }).notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    currency: text('currency'),
    status: text('status', { enum: accountStatuses }).$type<AccountStatus>().notNull().default('unknown'),
    /** The platform's own status value, for support ("account_status 9"). */
    rawStatus: text('raw_status'),
    source: text('source', { enum: accountSources }).notNull().default('manual'),
    /** The client name the spec names, kept equal to the linked client's name. */
    clientName: text('client_name'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    amountSpentMinor: bigint('amount_spent_minor', { mode: 'number' }),
    spendCapMinor: bigint('spend_cap_minor', { mode: 'number' }),
    /** When a sync last saw amount_spent change (performance_alert after a day without). */
    spendChangedAt: timestamp('spend_changed_at', { withTimezone: true }),
    removedUpstreamAt: timestamp('removed_upstream_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSync: timestamp('last_sync', { withTimezone: true }),
    /** How many notes the account has: kept by a trigger on notes (migration 0010), so a list never counts them. */
    noteCount: integer('note_count').notNull().default(0),
  },
  (t) => [
    unique('ad_accounts_account_id_platform_unique').on(t.accountId, t.platform),
    /** The list's order (name, then id): a page by name reads only its own rows (migration 0011). */
    index('ad_accounts_company_name_idx').on(t.companyId, t.name, t.id),
    index('ad_accounts_client_idx').on(t.clientId),
    /** Global search: parts of a name or platform id, and names typed slightly wrong (pg_trgm, migration 0013). */
    index('ad_accounts_search_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`, sql`${t.accountId} gin_trgm_ops`),
    check('ad_accounts_platform_check', sql`${t.platform} in ('facebook', 'google')`),
    check('ad_accounts_status_check', sql`${t.status} in (${inList(accountStatuses)})`),
    check('ad_accounts_source_check', sql`${t.source} in (${inList(accountSources)})`),
  ],
);

export type AdAccountRow = typeof adAccounts.$inferSelect;

/** The colleagues assigned to an account: they receive its alerts. */
export const adAccountAssignees = pgTable(
  'ad_account_assignees',
  {
    adAccountId: uuid('ad_account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adAccountId, t.userId] }), index('ad_account_assignees_user_idx').on(t.userId)],
);

export interface AccountAlertDetails {
  amountSpent?: number | null;
  spendCap?: number | null;
  currency?: string | null;
  status?: AccountStatus;
  previousStatus?: AccountStatus;
  stalledSince?: string;
}

/** An alert a sync derived; open until its condition clears (resolved_at). One open alert per type and account. */
export const adAccountAlerts = pgTable(
  'ad_account_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adAccountId: uuid('ad_account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type', { enum: accountAlertTypes }).$type<AccountAlertType>().notNull(),
    details: jsonb('details').$type<AccountAlertDetails>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('ad_account_alerts_account_idx').on(t.adAccountId, t.createdAt),
    uniqueIndex('ad_account_alerts_open_unique')
      .on(t.adAccountId, t.type)
      .where(sql`${t.resolvedAt} is null`),
    check('ad_account_alerts_type_check', sql`${t.type} in (${inList(accountAlertTypes)})`),
  ],
);

export type AdAccountAlertRow = typeof adAccountAlerts.$inferSelect;

/**
 * A company's connection to a platform: one per company and platform, made by a marketer with
 * their platform login. The token (Facebook's long-lived token, Google's refresh token) is sealed
 * with the secret box and never leaves the server. Sync state lives here too.
 */
export const adPlatformConnections = pgTable(
  'ad_platform_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: adPlatforms }).notNull(),
    /** Null after a token failed for good (expired): the company must connect again. */
    sealedToken: text('sealed_token'),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    externalName: text('external_name'),
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** The last sync's error code (common/errors.ts) or null after a good sync. */
    lastErrorCode: text('last_error_code'),
    /** Set while a sync runs (a crashed run is taken over after a few minutes). */
    syncStartedAt: timestamp('sync_started_at', { withTimezone: true }),
  },
  (t) => [
    unique('ad_platform_connections_company_platform_unique').on(t.companyId, t.platform),
    check('ad_platform_connections_platform_check', sql`${t.platform} in ('facebook', 'google')`),
  ],
);

export type AdPlatformConnectionRow = typeof adPlatformConnections.$inferSelect;
