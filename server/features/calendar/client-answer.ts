/**
 * A client's answer stays true (issue 33). Every change of an event ends here (finish-change.ts,
 * and the create and delete paths): the pure rule `appointmentNews` says what it means to the
 * clients it is shared with, and this module carries it out inside the change's transaction —
 * an answer about another time or place goes back to "wacht op je reactie" (`pending`, the
 * decline reason with it), and the client's portal users hear of it through the one producer
 * (`createNotifications`: their preferences, inbox, live count) with the agency's branded mail and
 * its .ics (client-mails.ts). Answers whether an e-mail was queued (the caller kicks ctx.mail).
 */
import { eq } from 'drizzle-orm';
import { appointmentNews, type AppointmentNewsItem, type AppointmentState } from '../../../common/rules/appointment-news.js';
import type { DeleteEventQuery } from '../../../common/schemas/calendar.js';
import type { Db } from '../../db/database.js';
import { calendarEvents, clients, users, type CalendarEventRow } from '../../db/schema/index.js';
import type { Emit } from '../../lib/events/with-events.js';
import { agencyBrand } from '../clients/mails.js';
import { createNotifications } from '../notifications/create-notifications.js';
import { portalUsers } from '../portal/live.js';
import { appointmentMail, newsTitle, newsWhen, type AppointmentNews } from './client-mails.js';
import type { CalendarCtx } from './event-values.js';
import { occurrencesOf } from './series.js';

const dayMs = 86_400_000;
/** The times of a series one mail's .ics lists at most (the coming year's). */
const mailedOccurrencesMax = 52;

type Occurrence = { start: Date; end: Date };

function stateOf(row: CalendarEventRow | null): AppointmentState | null {
  if (!row) return null;
  return {
    kind: row.kind,
    clientId: row.clientId,
    start: row.startsAt.getTime(),
    end: row.endsAt.getTime(),
    allDay: row.allDay,
    timeZone: row.timeZone,
    location: row.location,
    rrule: row.rrule,
    replacesOne: row.rrule === null && row.seriesId !== null,
    status: row.status,
  };
}

/** The answer back to "wacht op je reactie" (nothing to do when it already waits). */
async function resetAnswer(tx: Db, row: CalendarEventRow): Promise<CalendarEventRow> {
  if (row.clientResponse === 'pending') return row;
  const reset = { clientResponse: 'pending' as const, clientRespondedAt: null, clientRespondedBy: null, clientDeclineReason: null };
  await tx.update(calendarEvents).set(reset).where(eq(calendarEvents.id, row.id));
  return { ...row, ...reset };
}

/** The coming times of a row from `from` (its own times for a single event, or when none are left). */
function comingTimes(row: CalendarEventRow, from: Date): Occurrence[] {
  if (!row.rrule) return [{ start: row.startsAt, end: row.endsAt }];
  const start = from > row.startsAt ? from : row.startsAt;
  const times = occurrencesOf(row, start, new Date(start.getTime() + 366 * dayMs), mailedOccurrencesMax);
  return times.length > 0 ? times : [{ start: row.startsAt, end: row.endsAt }];
}

/** Tells the client's portal users one piece of news (inbox per their preferences, branded mail with .ics). */
async function tellClient(tx: Db, emit: Emit, ctx: CalendarCtx, item: AppointmentNewsItem, row: CalendarEventRow, times: Occurrence[], now: Date) {
  const recipients = await portalUsers(tx, row.companyId, item.clientId);
  if (recipients.length === 0) return false;
  const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, item.clientId));
  const [owner] = row.ownerId ? await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row.ownerId)) : [];
  const news: AppointmentNews = {
    kind: item.kind,
    appointment: row,
    occurrences: times,
    clientId: item.clientId,
    clientName: client?.name ?? '',
    owner: owner ?? null,
  };
  const appOrigin = ctx.env.appOrigin;
  const brand = await agencyBrand(tx, row.companyId, appOrigin);
  const { mailedTo } = await createNotifications(tx, emit, {
    recipients,
    companyId: row.companyId,
    appOrigin,
    now,
    content: { type: item.kind, title: newsTitle(news), description: newsWhen(news), eventId: row.id, clientId: item.clientId, clientName: client?.name },
    mail: (recipient) => appointmentMail(news, recipient, brand, appOrigin),
  });
  return mailedTo.length > 0;
}

/**
 * After a change: `before` is the event as the user saw it (null for a new one), `after` as it is
 * now (null once deleted). `times` overrides the times a cancellation is about.
 */
export async function reconcileClientAnswer(
  tx: Db,
  emit: Emit,
  ctx: CalendarCtx,
  change: { before: CalendarEventRow | null; after: CalendarEventRow | null; now: Date; times?: Occurrence[] },
): Promise<boolean> {
  let mailed = false;
  for (const item of appointmentNews(stateOf(change.before), stateOf(change.after))) {
    let row = item.about === 'before' ? change.before! : change.after!;
    if (item.resetAnswer) row = await resetAnswer(tx, row);
    const times = (item.about === 'before' && change.times) || comingTimes(row, change.now);
    mailed = (await tellClient(tx, emit, ctx, item, row, times, change.now)) || mailed;
  }
  return mailed;
}

/** Before a delete: what the client loses — one time of a series, the times from one on, or all of it. */
export async function reconcileClientAnswerOnDelete(
  tx: Db,
  emit: Emit,
  ctx: CalendarCtx,
  row: CalendarEventRow,
  query: Pick<DeleteEventQuery, 'scope' | 'occurrenceStart'>,
  now: Date,
): Promise<boolean> {
  const at = row.rrule && query.occurrenceStart ? new Date(query.occurrenceStart) : null;
  if (!at || query.scope === 'all') return reconcileClientAnswer(tx, emit, ctx, { before: row, after: null, now });
  const [one] = occurrencesOf(row, at, new Date(at.getTime() + 1)).filter((o) => o.start.getTime() === at.getTime());
  const times = query.scope === 'this' ? (one ? [one] : []) : comingTimes(row, at);
  if (times.length === 0) return false;
  return reconcileClientAnswer(tx, emit, ctx, { before: row, after: null, now, times });
}
