/**
 * @mentions: who a message mentions, as references (the message's text holds a token per mention;
 * this table is what notifications, search and deletion work from). A mention belongs to exactly
 * one message: a note's reply, a checklist's comment or a creative's comment; deleting the message deletes its mentions.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { checklistComments } from './checklists.js';
import { companies, users } from './core.js';
import { creativeComments } from './creatives.js';
import { noteComments } from './notes.js';

export const mentions = pgTable(
  'mentions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mentionedUserId: uuid('mentioned_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    noteCommentId: uuid('note_comment_id').references(() => noteComments.id, { onDelete: 'cascade' }),
    checklistCommentId: uuid('checklist_comment_id').references(() => checklistComments.id, { onDelete: 'cascade' }),
    creativeCommentId: uuid('creative_comment_id').references(() => creativeComments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mentions_one_message_check', sql`num_nonnulls(${t.noteCommentId}, ${t.checklistCommentId}, ${t.creativeCommentId}) = 1`),
    unique('mentions_note_comment_user_unique').on(t.noteCommentId, t.mentionedUserId),
    unique('mentions_checklist_comment_user_unique').on(t.checklistCommentId, t.mentionedUserId),
    unique('mentions_creative_comment_user_unique').on(t.creativeCommentId, t.mentionedUserId),
    index('mentions_mentioned_user_idx').on(t.mentionedUserId, t.createdAt.desc()),
  ],
);

export type MentionRow = typeof mentions.$inferSelect;
