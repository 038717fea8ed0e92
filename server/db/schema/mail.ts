/**
 * Outgoing mail. Every message is written here first (in the caller's transaction where there is
 * one) and delivered afterwards: through SMTP_URL when set, else it stays in the outbox that the
 * developer page /dev/mail lists. Claimed with FOR UPDATE SKIP LOCKED, so several instances can deliver.
 */
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with a mail (an appointment's .ics): its text content as is. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export const mailStatuses = ['pending', 'sent', 'stored', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the mail is for, e.g. 'password-reset', 'invitation'. */
    kind: text('kind').notNull(),
    /** Files sent with the mail (cleared with the body once sent). */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Not before this moment (retries back off). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_next_idx').on(t.status, t.nextAttemptAt), index('mail_outbox_created_at_idx').on(t.createdAt)],
);

export type MailRow = typeof mailOutbox.$inferSelect;
