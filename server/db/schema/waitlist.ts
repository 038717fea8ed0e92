/**
 * The BETA waitlist (spec: early_access_emails). One row per address, in its normal form
 * (common/rules/waitlist-email.ts); the unique constraint is what decides a duplicate, also for
 * sign-ups arriving at the same moment.
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { waitlistLanguages } from '../../../common/schemas/waitlist.js';

export const earlyAccessEmails = pgTable(
  'early_access_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** NFKC, trimmed and lower-cased. */
    email: text('email').notNull().unique('early_access_emails_email_unique'),
    /** The page's language at sign-up: the welcome mail's, and later mails'. */
    language: text('language', { enum: waitlistLanguages }).notNull().default('nl'),
    /** Where the form was sent from (e.g. '/beam-style'), at most 100 characters. */
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('early_access_emails_email_check', sql`${t.email} = lower(btrim(${t.email})) and char_length(${t.email}) between 3 and 254`),
    check('early_access_emails_language_check', sql`${t.language} in ('nl', 'en')`),
    check('early_access_emails_source_check', sql`char_length(${t.source}) <= 100`),
  ],
);

export type EarlyAccessEmailRow = typeof earlyAccessEmails.$inferSelect;
