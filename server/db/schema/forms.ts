/**
 * Forms (issue 35): a company's forms, their published versions, the sends to clients with a
 * deadline, the submissions (a draft while a client types, then submitted) with the team's internal
 * notes, and the files uploaded with them (features/files). Spec section 3's form_submission (id,
 * submission_data, created_at, joined to its form's title, description and form_data) is a
 * submission joined to the version it answered.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, bigint } from 'drizzle-orm/pg-core';
import { clients } from './clients.js';
import { companies, users } from './core.js';
import type { FileDetails } from '../../../common/schemas/files.js';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const formStatuses = ['draft', 'published', 'archived'] as const;
export const formKindValues = ['form', 'ad_brief'] as const;
/** A submission's life: `draft` while being filled in, then `submitted`. */
export const submissionStates = ['draft', 'submitted'] as const;
/** The team's handling of a submitted one: nieuw, in behandeling, afgerond. */
export const submissionStatuses = ['new', 'in_progress', 'done'] as const;
export const submissionSources = ['portal', 'public', 'demo'] as const;

export const forms = pgTable(
  'forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** The schema being edited (common/forms/form-schema.ts `formSchema`); published copies live in form_versions. */
    formData: jsonb('form_data').notNull().default({}),
    kind: text('kind', { enum: formKindValues }).notNull().default('form'),
    status: text('status', { enum: formStatuses }).notNull().default('draft'),
    /** `formSettings` (not versioned). */
    settings: jsonb('settings').notNull().default({}),
    /** The newest published version (null until first published). */
    currentVersion: integer('current_version'),
    /** The public link's unguessable token (null: no public link). */
    publicToken: text('public_token'),
    /** The marketeer who made it (the sidebar's marketeer filter). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Optimistic concurrency for the builder (If-Match style: the version the editor read). */
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('forms_company_id_idx').on(t.companyId),
    index('forms_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    uniqueIndex('forms_public_token_unique')
      .on(t.publicToken)
      .where(sql`${t.publicToken} is not null`),
    index('forms_search_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    check('forms_status_check', sql`${t.status} in (${inList(formStatuses)})`),
    check('forms_kind_check', sql`${t.kind} in (${inList(formKindValues)})`),
  ],
);

/** A published version: what a submission answered, kept when the form changes later. */
export const formVersions = pgTable(
  'form_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    formData: jsonb('form_data').notNull(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('form_versions_form_version_unique').on(t.formId, t.version)],
);

/** A form sent to a client, with an optional deadline (the calendar, "Actie vereist", the reminder). */
export const formAssignments = pgTable(
  'form_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    deadline: timestamp('deadline', { withTimezone: true }),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the one `deadline_reminder` before the deadline went out (claimed by the job). */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /** Set when the client submitted (the send is no longer open). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('form_assignments_form_client_unique').on(t.formId, t.clientId),
    index('form_assignments_company_client_idx').on(t.companyId, t.clientId),
    index('form_assignments_reminder_idx')
      .on(t.deadline)
      .where(sql`${t.reminderSentAt} is null and ${t.completedAt} is null and ${t.deadline} is not null`),
  ],
);

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    formId: uuid('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The version answered (null only for rows from before versions: the form's own form_data then). */
    version: integer('version'),
    assignmentId: uuid('assignment_id').references(() => formAssignments.id, { onDelete: 'set null' }),
    /** The client it is about (a portal submission; null for a public one). */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** The portal user who filled it in (null for a public submission). */
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: submissionSources }).notNull().default('portal'),
    state: text('state', { enum: submissionStates }).notNull().default('submitted'),
    status: text('status', { enum: submissionStatuses }).notNull().default('new'),
    submissionData: jsonb('submission_data').notNull().default({}),
    /** Flat text of the answers for search (set on submit). */
    searchText: text('search_text').notNull().default(''),
    /** The field ids the client's last edit after submitting changed (empty otherwise). */
    changedFieldIds: jsonb('changed_field_ids').$type<string[]>().notNull().default([]),
    /** Optimistic concurrency for drafts and edits. */
    revision: integer('revision').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_submissions_form_id_idx').on(t.formId),
    index('form_submissions_company_id_idx').on(t.companyId),
    /** A form's submissions page, newest first (keyset). */
    index('form_submissions_form_page_idx').on(t.formId, t.state, t.submittedAt, t.id),
    /** One open draft per client per form. */
    uniqueIndex('form_submissions_one_draft_unique')
      .on(t.formId, t.clientId)
      .where(sql`${t.state} = 'draft' and ${t.clientId} is not null`),
    index('form_submissions_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('form_submissions_state_check', sql`${t.state} in (${inList(submissionStates)})`),
    check('form_submissions_status_check', sql`${t.status} in (${inList(submissionStatuses)})`),
    check('form_submissions_source_check', sql`${t.source} in (${inList(submissionSources)})`),
  ],
);

/** The team's internal notes on a submission: never shown to a client. */
export const formSubmissionNotes = pgTable(
  'form_submission_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionId: uuid('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submission_notes_submission_idx').on(t.submissionId, t.createdAt)],
);

/**
 * A stored file (features/files): the bytes live in the storage driver under `storage_key` (a
 * random key, never the name); this row says whose it is. `owner_type`/`owner_id` say what it
 * belongs to (a form submission now; creatives and leads later); a file uploaded but not yet
 * attached has no owner and is removed by the cleanup after a day.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** The name as uploaded (shown and used in Content-Disposition, never in a path). */
    name: text('name').notNull(),
    /** Sniffed from the content. */
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Image dimensions when the file is an image (creative checks). */
    width: integer('width'),
    height: integer('height'),
    /**
     * What a purpose's inspection found (`FileDetails`, common/schemas/files.ts): a video's
     * duration, a PDF's pages, the preview picture stored beside the bytes under `<key>.thumb`
     * and its blur placeholder. Null for files no purpose inspects.
     */
    details: jsonb('details').$type<FileDetails>(),
    ownerType: text('owner_type'),
    ownerId: uuid('owner_id'),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_files_storage_key_unique').on(t.storageKey),
    index('stored_files_owner_idx').on(t.ownerType, t.ownerId),
    index('stored_files_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.ownerId} is null`),
  ],
);

export type FormRow = typeof forms.$inferSelect;
export type FormSubmissionRow = typeof formSubmissions.$inferSelect;
