/**
 * Checklists (spec section 3: checklist, checklist_item, checklist_comment, checklist_share) and
 * their completion history per refresh period (issue 7). `is_completed` is not stored: it is
 * derived from the item counts (true exactly when there are items and all are done).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { checklistTypes, defaultRefreshSettings, refreshIntervals, type RefreshSettings } from '../../../common/checklist-constants.js';
import { adAccounts } from './ad-accounts.js';
import { companies, users } from './core.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const checklists = pgTable(
  'checklists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    /** The ad account it is about; a deleted account leaves the checklist without one. */
    adAccountId: uuid('ad_account').references(() => adAccounts.id, { onDelete: 'set null' }),
    platform: text('platform', { enum: ['facebook', 'google'] }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    refreshInterval: text('refresh_interval', { enum: refreshIntervals }).notNull().default('never'),
    refreshSettings: jsonb('refresh_settings').$type<RefreshSettings>().notNull().default(defaultRefreshSettings),
    checklistType: text('checklist_type', { enum: checklistTypes }).notNull().default('normal'),
    isTemplate: boolean('is_template').notNull().default(false),
    /** An admin's template (a company template) or checklist: that admin. */
    createdByAdminId: uuid('created_by_admin_id').references(() => users.id, { onDelete: 'set null' }),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    deadline: timestamp('deadline', { withTimezone: true }),
    /** When the deadline_reminder for the current deadline went out (a new deadline clears it). */
    deadlineRemindedAt: timestamp('deadline_reminded_at', { withTimezone: true }),
    /** The current refresh period began here (creation, or the last reset). */
    periodStartedAt: timestamp('period_started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The next reset (null for 'never' and templates): what the refresh job looks for. */
    nextRefreshAt: timestamp('next_refresh_at', { withTimezone: true }),
    /**
     * How many items it has and how many are done, kept by the trigger on checklist_items
     * (migration 0008), so lists read progress without counting items; is_completed derives from them.
     */
    itemCount: integer('item_count').notNull().default(0),
    doneCount: integer('done_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** The lists' order (title, then id): a page by title reads only its own rows (migration 0011). */
    index('checklists_company_title_idx').on(t.companyId, t.isTemplate, t.title, t.id),
    /** Global search: parts of a title, and titles typed slightly wrong (pg_trgm, migration 0013). */
    index('checklists_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('checklists_creator_idx').on(t.creatorId),
    index('checklists_next_refresh_idx')
      .on(t.nextRefreshAt)
      .where(sql`${t.nextRefreshAt} is not null`),
    index('checklists_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.deadline} is not null and ${t.deadlineRemindedAt} is null`),
    check('checklists_refresh_interval_check', sql`${t.refreshInterval} in (${inList(refreshIntervals)})`),
    check('checklists_type_check', sql`${t.checklistType} in (${inList(checklistTypes)})`),
    check('checklists_counts_check', sql`${t.doneCount} between 0 and ${t.itemCount}`),
    check('checklists_platform_check', sql`${t.platform} is null or ${t.platform} in ('facebook', 'google')`),
  ],
);

export type ChecklistRow = typeof checklists.$inferSelect;

export const checklistItems = pgTable(
  'checklist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    order: integer('order').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('checklist_items_checklist_idx').on(t.checklistId, t.order),
    check('checklist_items_content_check', sql`char_length(${t.content}) between 1 and 500`),
  ],
);

export const checklistComments = pgTable(
  'checklist_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the author edited the comment ("bewerkt"). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [index('checklist_comments_checklist_idx').on(t.checklistId, t.createdAt)],
);

export const checklistShares = pgTable(
  'checklist_shares',
  {
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    sharedWithUserId: uuid('shared_with_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Spec default 'default'. */
    adAccount: text('ad_account').notNull().default('default'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    canEdit: boolean('can_edit').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.checklistId, t.sharedWithUserId] }), index('checklist_shares_user_idx').on(t.sharedWithUserId)],
);

/** One entry of a finished period: the item as it was, and who ticked it when. */
export interface ChecklistRunEntry {
  itemId: string;
  content: string;
  completedAt: string | null;
  completedBy: string | null;
}

/** The completion history: one row per finished refresh period. */
export const checklistRuns = pgTable(
  'checklist_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    checklistId: uuid('checklist_id')
      .notNull()
      .references(() => checklists.id, { onDelete: 'cascade' }),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    itemCount: integer('item_count').notNull(),
    doneCount: integer('done_count').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    entries: jsonb('entries').$type<ChecklistRunEntry[]>().notNull(),
  },
  (t) => [index('checklist_runs_checklist_idx').on(t.checklistId, t.periodEnd.desc())],
);
