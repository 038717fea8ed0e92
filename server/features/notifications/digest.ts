/**
 * The daily digest: once per Amsterdam day, from 08:00, one mail per user who turned it on,
 * listing their notifications of the last 24 hours that are still unread (no mail when there are
 * none). Users are claimed by setting last_sent_on to today with FOR UPDATE SKIP LOCKED, and the
 * mail is queued in the claim's transaction: several instances never send one digest twice, and
 * a crash before the commit leaves the user due.
 */
import { sql } from 'drizzle-orm';
import type { NotificationType } from '../../../common/schemas/notifications.js';
import type { Db } from '../../db/database.js';
import { queueMail } from '../../lib/mail/outbox.js';
import { digestMail } from './mails.js';

/** The digest goes out from this hour (Europe/Amsterdam) on. */
export const digestHour = 8;
const dayMs = 24 * 60 * 60_000;
const claimBatch = 50;
const listedPerDigest = 20;

// en-CA formats the date as YYYY-MM-DD; h23 gives 0–23 (never 24 at midnight).
const amsterdam = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The Amsterdam calendar day ('YYYY-MM-DD') and hour of a moment, summer time included. */
export function amsterdamClock(moment: Date): { day: string; hour: number } {
  const parts = Object.fromEntries(amsterdam.formatToParts(moment).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

type Rows<T> = { rows: T[] };

async function claimDueUsers(tx: Db, day: string): Promise<string[]> {
  const result = await tx.execute(sql`
    update notification_digests set last_sent_on = ${day}::date
    where user_id in (
      select user_id from notification_digests
      where enabled and (last_sent_on is null or last_sent_on < ${day}::date)
      order by user_id
      limit ${claimBatch}
      for update skip locked
    )
    returning user_id`);
  return (result as unknown as Rows<{ user_id: string }>).rows.map((r) => r.user_id);
}

async function queueDigest(tx: Db, userId: string, now: Date, appOrigin: string | null): Promise<boolean> {
  const since = new Date(now.getTime() - dayMs).toISOString();
  const result = await tx.execute(sql`
    select n.type, n.title, n.client_name, (count(*) over ())::int as total, u.email, u.name
    from notifications n join users u on u.id = n.recipient_id
    where n.recipient_id = ${userId} and n.is_read = false
      and n.created_at > ${since}::timestamptz and n.created_at <= ${now.toISOString()}::timestamptz
    order by n.created_at desc, n.id desc
    limit ${listedPerDigest}`);
  const rows = (result as unknown as Rows<{ type: NotificationType; title: string; client_name: string; total: number; email: string; name: string | null }>)
    .rows;
  const first = rows[0];
  if (!first) return false;
  await queueMail(
    tx,
    digestMail({
      to: first.email,
      name: first.name,
      items: rows.map((r) => ({ type: r.type, title: r.title, clientName: r.client_name })),
      total: first.total,
      appOrigin,
    }),
  );
  return true;
}

/** Claims and mails every user due at `now`; resolves with the number of digests queued. */
export async function sendDueDigests({ db, now, appOrigin }: { db: Db; now: Date; appOrigin: string | null }): Promise<number> {
  const { day, hour } = amsterdamClock(now);
  if (hour < digestHour) return 0;
  let queued = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const users = await claimDueUsers(tx, day);
      for (const userId of users) if (await queueDigest(tx, userId, now, appOrigin)) queued++;
      return users.length;
    });
    if (claimed < claimBatch) return queued;
  }
}
