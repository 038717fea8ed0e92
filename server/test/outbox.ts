/** Reads the mail outbox in tests: the newest mail to an address, and the link in it. */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { mailOutbox, type MailRow } from '../db/schema/index.js';

export async function latestMail(db: Db, to: string, kind?: string): Promise<MailRow | undefined> {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), kind ? eq(mailOutbox.kind, kind) : undefined))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  return row;
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: MailRow | undefined, prefix: string): string {
  const match = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in ${mail?.text ?? '(no mail)'}`);
  return match;
}
