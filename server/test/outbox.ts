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

/**
 * The newest mail to an address once it is there (mail queued after the answer, like a password
 * reset's, arrives a moment later): polls until a mail other than `previous` is the newest.
 */
export async function waitForMail(db: Db, to: string, kind?: string, options: { previous?: MailRow | undefined; timeoutMs?: number } = {}): Promise<MailRow> {
  const deadline = Date.now() + (options.timeoutMs ?? 5_000);
  for (;;) {
    const mail = await latestMail(db, to, kind);
    if (mail && mail.id !== options.previous?.id) return mail;
    if (Date.now() > deadline) throw new Error(`no new ${kind ?? ''} mail to ${to} within the time`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: MailRow | undefined, prefix: string): string {
  const match = mail?.text.match(/https?:\/\/\S+/g)?.find((url) => url.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in ${mail?.text ?? '(no mail)'}`);
  return match;
}
