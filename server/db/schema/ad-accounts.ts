/** Advertising accounts of a company (spec section 3), one row per platform account. */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './core.js';

export const adPlatforms = ['facebook', 'google'] as const;
export type AdPlatform = (typeof adPlatforms)[number];

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
    status: text('status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastSync: timestamp('last_sync', { withTimezone: true }),
  },
  (t) => [
    unique('ad_accounts_account_id_platform_unique').on(t.accountId, t.platform),
    index('ad_accounts_company_id_idx').on(t.companyId),
    check('ad_accounts_platform_check', sql`${t.platform} in ('facebook', 'google')`),
  ],
);

export type AdAccountRow = typeof adAccounts.$inferSelect;
