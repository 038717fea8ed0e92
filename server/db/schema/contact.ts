/**
 * Messages sent with the public website's contact form (common/schemas/contact.ts). The team gets
 * each one by mail as well; the row is the record of what was sent.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contactLanguages } from '../../../common/schemas/contact.js';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** On one line, at most 120 characters. */
    name: text('name').notNull(),
    /** The sender's address in its normal form (NFKC, trimmed, lower-cased): where the answer goes. */
    email: text('email').notNull(),
    company: text('company'),
    /** Trimmed, 10 to 5000 characters. */
    message: text('message').notNull(),
    /** The page's language: the confirmation mail's, and the answer's. */
    language: text('language', { enum: contactLanguages }).notNull().default('nl'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    check('contact_messages_name_check', sql`${t.name} = btrim(${t.name}) and char_length(${t.name}) between 1 and 120`),
    check('contact_messages_email_check', sql`${t.email} = lower(btrim(${t.email})) and char_length(${t.email}) between 3 and 254`),
    check('contact_messages_company_check', sql`${t.company} = btrim(${t.company}) and char_length(${t.company}) between 1 and 120`),
    check('contact_messages_message_check', sql`${t.message} = btrim(${t.message}) and char_length(${t.message}) between 10 and 5000`),
    check('contact_messages_language_check', sql`${t.language} in ('nl', 'en')`),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
