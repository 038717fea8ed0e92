/**
 * Creative review (issue 36): a company's ad creatives per client and campaign, their immutable
 * versions (each a stored file), the comments with annotations made on a version, the append-only
 * log of review decisions, and the single-use e-mail links a client's contact decides with.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  creativeMediaValues,
  creativeStatusValues,
  decisionChannelValues,
  reviewDecisionValues,
  reviewFlowValues,
  reviewStepValues,
} from '../../../common/creative-constants.js';
import type { Annotation } from '../../../common/schemas/creative-annotations.js';
import { adAccounts } from './ad-accounts.js';
import { clientContacts, clients } from './clients.js';
import { companies, users } from './core.js';
import { formSubmissions, storedFiles } from './forms.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const creatives = pgTable(
  'creatives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The campaign it is for, as the team names it (grouping and search). */
    campaign: text('campaign'),
    /** The ad account it will run in (the extension's approval guard reads it). */
    adAccountId: uuid('ad_account_id').references(() => adAccounts.id, { onDelete: 'set null' }),
    /** The ad brief (a submitted `ad_brief` form) whose copy the ad preview shows. */
    briefSubmissionId: uuid('brief_submission_id').references(() => formSubmissions.id, { onDelete: 'set null' }),
    status: text('status', { enum: creativeStatusValues }).notNull().default('draft'),
    reviewFlow: text('review_flow', { enum: reviewFlowValues }).notNull().default('internal_and_client'),
    /** The step waiting for a decision while `in_review`; null otherwise. */
    reviewStep: text('review_step', { enum: reviewStepValues }),
    /** The newest version's number. */
    currentVersion: integer('current_version').notNull().default(1),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Set when the one "deadline nadert" notice before `due_at` went out (claimed by the job). */
    dueReminderSentAt: timestamp('due_reminder_sent_at', { withTimezone: true }),
    /** Who made it (the sidebar's marketeer filter, the decision notices). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** The grid's order: newest change first (keyset pages). */
    index('creatives_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('creatives_company_client_idx').on(t.companyId, t.clientId, t.status),
    index('creatives_due_idx')
      .on(t.dueAt)
      .where(sql`${t.dueAt} is not null and ${t.dueReminderSentAt} is null and ${t.status} = 'in_review'`),
    index('creatives_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('creatives_campaign_trgm_idx').using('gin', sql`${t.campaign} gin_trgm_ops`),
    check('creatives_status_check', sql`${t.status} in (${inList(creativeStatusValues)})`),
    check('creatives_review_flow_check', sql`${t.reviewFlow} in (${inList(reviewFlowValues)})`),
    check('creatives_review_step_check', sql`${t.reviewStep} is null or ${t.reviewStep} in (${inList(reviewStepValues)})`),
  ],
);

/** A version: one uploaded file, never changed after it was made. */
export const creativeVersions = pgTable(
  'creative_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creativeId: uuid('creative_id')
      .notNull()
      .references(() => creatives.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'no action' }),
    /** A video's poster frame (an image the uploader's browser made). */
    posterFileId: uuid('poster_file_id').references(() => storedFiles.id, { onDelete: 'no action' }),
    media: text('media', { enum: creativeMediaValues }).notNull(),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    pageCount: integer('page_count'),
    note: text('note'),
    /** When it reached the client's step: the client sees only versions shared with them. */
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('creative_versions_creative_version_unique').on(t.creativeId, t.version),
    check('creative_versions_media_check', sql`${t.media} in (${inList(creativeMediaValues)})`),
  ],
);

/**
 * A comment on a version, with an optional annotation (creative-annotations.ts) and replies
 * (`parent_id`, one level). Written by a team member, a client user (`author_id`) or a contact
 * through an e-mail link (`author_contact_id`). `internal` ones are never shown to the client.
 */
export const creativeComments = pgTable(
  'creative_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creativeId: uuid('creative_id')
      .notNull()
      .references(() => creatives.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => creativeVersions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => creativeComments.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorContactId: uuid('author_contact_id').references(() => clientContacts.id, { onDelete: 'set null' }),
    /** The name shown when the author is gone (kept as it was written). */
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    annotation: jsonb('annotation').$type<Annotation>(),
    internal: boolean('internal').notNull().default(false),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (t) => [
    index('creative_comments_version_idx').on(t.versionId, t.createdAt),
    index('creative_comments_open_idx')
      .on(t.creativeId)
      .where(sql`${t.resolvedAt} is null and ${t.parentId} is null`),
  ],
);

/**
 * The decision log: who decided what on which version, at which step, when and from where. Rows
 * are only ever added (a trigger refuses UPDATE; they go only with their creative's company).
 */
export const creativeDecisions = pgTable(
  'creative_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    creativeId: uuid('creative_id')
      .notNull()
      .references(() => creatives.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => creativeVersions.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    step: text('step', { enum: reviewStepValues }).notNull(),
    decision: text('decision', { enum: reviewDecisionValues }).notNull(),
    comment: text('comment'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedByContact: uuid('decided_by_contact').references(() => clientContacts.id, { onDelete: 'set null' }),
    /** The name as it was when deciding (the log stays readable after a person is removed). */
    deciderName: text('decider_name').notNull(),
    deciderEmail: text('decider_email'),
    channel: text('channel', { enum: decisionChannelValues }).notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('creative_decisions_creative_idx').on(t.creativeId, t.createdAt),
    check('creative_decisions_step_check', sql`${t.step} in (${inList(reviewStepValues)})`),
    check('creative_decisions_decision_check', sql`${t.decision} in (${inList(reviewDecisionValues)})`),
    check('creative_decisions_channel_check', sql`${t.channel} in (${inList(decisionChannelValues)})`),
  ],
);

/**
 * An e-mail review link: bound to one contact and one version, valid until `expires_at`, used for
 * one decision (`used_at`). The token in the mail is the row's id signed with the app's secret; the
 * database keeps only the id.
 */
export const creativeReviewLinks = pgTable(
  'creative_review_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    creativeId: uuid('creative_id')
      .notNull()
      .references(() => creatives.id, { onDelete: 'cascade' }),
    versionId: uuid('version_id')
      .notNull()
      .references(() => creativeVersions.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => clientContacts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('creative_review_links_creative_idx').on(t.creativeId, t.contactId)],
);

/** Per client: whether its contacts may decide from an e-mail link (on unless the agency turns it off). */
export const creativeClientSettings = pgTable('creative_client_settings', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  emailDecisions: boolean('email_decisions').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CreativeRow = typeof creatives.$inferSelect;
export type CreativeVersionRow = typeof creativeVersions.$inferSelect;
export type CreativeCommentRow = typeof creativeComments.$inferSelect;
export type CreativeDecisionRow = typeof creativeDecisions.$inferSelect;
