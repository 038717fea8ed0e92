/** Notes on ad accounts with their assignments and conversation (spec section 3: note, note_assignment). */
import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { defaultNoteSource } from '../../../common/ad-account-constants.js';
import { adAccounts } from './ad-accounts.js';
import { clients } from './clients.js';
import { companies, users } from './core.js';

/** A PostgreSQL text-search document (global search, issue 18); the app never reads it, only matches it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    creatorId: uuid('creator_id').references(() => users.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source').notNull().default(defaultNoteSource),
    adAccountId: uuid('ad_account')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    /** The client name the spec names, kept equal to the linked client's name. */
    clientName: text('client_name'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    campaignName: text('campaign_name'),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Newest activity (creation, edit, comment): the list's order and keyset. */
    activityAt: timestamp('activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** The conversation's size and newest comment: kept by a trigger on note_comments (migration 0010), so a page never aggregates them. */
    commentCount: integer('comment_count').notNull().default(0),
    lastCommentAt: timestamp('last_comment_at', { withTimezone: true }),
    /** "Afgehandeld": when and by whom the conversation was closed; null while it is open. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The title's words for global search (Dutch stemming), kept by PostgreSQL. */
    titleSearch: tsvector('title_search')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('dutch'::regconfig, title)`),
    /**
     * The words of every reply (Dutch stemming, positions stripped), kept by the trigger on
     * note_comments (migration 0013), so a search reads notes only, scoped by company.
     */
    replySearch: tsvector('reply_search')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    index('notes_title_search_idx').using('gin', t.titleSearch),
    index('notes_reply_search_idx').using('gin', t.replySearch),
    index('notes_company_activity_idx').on(t.companyId, t.activityAt.desc(), t.id.desc()),
    index('notes_account_activity_idx').on(t.adAccountId, t.activityAt.desc(), t.id.desc()),
    index('notes_creator_idx').on(t.creatorId),
    index('notes_client_idx').on(t.clientId),
  ],
);

export type NoteRow = typeof notes.$inferSelect;

export const noteAssignments = pgTable(
  'note_assignments',
  {
    noteId: uuid('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.userId] }), index('note_assignments_user_idx').on(t.userId)],
);

export const noteComments = pgTable(
  'note_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    noteId: uuid('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the author edited the reply ("bewerkt"). */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /** The note's opening message (POST /api/notes `message`): shown first, not a reply, not counted (migration 0014). */
    isOpening: boolean('is_opening').notNull().default(false),
  },
  (t) => [index('note_comments_note_idx').on(t.noteId, t.createdAt)],
);
