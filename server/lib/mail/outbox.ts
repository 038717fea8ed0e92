/** Queues a mail: one row in mail_outbox, written with the caller's database handle (or transaction). */
import type { Db } from '../../db/database.js';
import { mailOutbox, type MailAttachment } from '../../db/schema/index.js';

export type { MailAttachment };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail is for ('password-reset', 'invitation', …), for the outbox page and tests. */
  kind: string;
  /** Files sent along (an appointment's .ics). */
  attachments?: MailAttachment[];
}

export async function queueMail(db: Db, mail: OutgoingMail): Promise<string> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}
