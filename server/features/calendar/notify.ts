/**
 * The calendar's notifications about contact moments (issue 20; spec sections 2 and 3), through the
 * one producer (createNotifications), inside the change's transaction:
 * - `contact_event`: a contact moment made for a colleague reaches that colleague (its owner);
 * - `contact_event_update`: a change of a contact moment reaches its owner and its creator (and
 *   the owner it had before a hand-over), never the one who changed it, with the API names of the
 *   fields that changed (`changed_fields`), which the calendar highlights when it is opened.
 * Each answers whether an e-mail was queued (the caller kicks ctx.mail after commit).
 */
import { eq } from 'drizzle-orm';
import { formatPhone } from '../../../common/rules/phone.js';
import type { Db } from '../../db/database.js';
import { clients, type CalendarEventRow } from '../../db/schema/index.js';
import type { Emit } from '../../lib/events/with-events.js';
import { createNotifications } from '../notifications/create-notifications.js';
import type { NotificationContent } from '../notifications/content.js';

export type ContactFields = Pick<
  CalendarEventRow,
  | 'id'
  | 'companyId'
  | 'kind'
  | 'title'
  | 'description'
  | 'location'
  | 'startsAt'
  | 'endsAt'
  | 'timeZone'
  | 'ownerId'
  | 'createdBy'
  | 'clientId'
  | 'contactType'
  | 'contactPriority'
  | 'contactName'
  | 'contactCompany'
  | 'contactEmail'
  | 'contactPhone'
>;

/** The API's field names of what a change may touch, with the stored value each compares. */
const watched: [string, (e: ContactFields) => unknown][] = [
  ['title', (e) => e.title],
  ['start', (e) => e.startsAt.getTime()],
  ['end', (e) => e.endsAt.getTime()],
  ['description', (e) => e.description],
  ['location', (e) => e.location],
  ['ownerId', (e) => e.ownerId],
  ['clientId', (e) => e.clientId],
  ['contact.type', (e) => e.contactType],
  ['contact.priority', (e) => e.contactPriority],
  ['contact.name', (e) => e.contactName],
  ['contact.company', (e) => e.contactCompany],
  ['contact.email', (e) => e.contactEmail],
  ['contact.phone', (e) => e.contactPhone],
];

/** The API names of the fields that differ between two versions of an event. */
export function changedFieldsBetween(before: ContactFields, after: ContactFields): string[] {
  return watched.filter(([, value]) => value(before) !== value(after)).map(([name]) => name);
}

/** "di 31 mrt 09:00" in the event's zone. */
function whenText(e: ContactFields): string {
  return new Intl.DateTimeFormat('nl-NL', {
    timeZone: e.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(e.startsAt);
}

async function contentOf(tx: Db, e: ContactFields, type: 'contact_event' | 'contact_event_update', changed: string[] | null): Promise<NotificationContent> {
  let clientName: string | null = null;
  if (e.clientId) {
    const [client] = await tx.select({ name: clients.name }).from(clients).where(eq(clients.id, e.clientId));
    clientName = client?.name ?? null;
  }
  const title = type === 'contact_event' ? `Nieuw contactmoment: ${e.title}` : `Contactmoment gewijzigd: ${e.title}`;
  return {
    type,
    title,
    description: [whenText(e), e.description].filter(Boolean).join(' · '),
    eventId: e.id,
    clientId: e.clientId,
    clientName,
    contactType: e.contactType,
    contactPriority: e.contactPriority,
    contactCompany: e.contactCompany,
    contactEmail: e.contactEmail,
    contactPhone: e.contactPhone ? formatPhone(e.contactPhone) : null,
    ...(changed ? { changedFields: changed } : {}),
  };
}

export interface NotifyOptions {
  actorId: string;
  appOrigin: string | null;
  now: Date;
}

/** A new contact moment made for a colleague: `contact_event` to its owner. */
export async function notifyContactCreated(tx: Db, emit: Emit, e: ContactFields, options: NotifyOptions): Promise<boolean> {
  if (e.kind !== 'contact' || !e.ownerId || e.ownerId === options.actorId) return false;
  const content = await contentOf(tx, e, 'contact_event', null);
  const { mailedTo } = await createNotifications(tx, emit, {
    recipients: [e.ownerId],
    companyId: e.companyId,
    content,
    appOrigin: options.appOrigin,
    now: options.now,
  });
  return mailedTo.length > 0;
}

/**
 * A changed contact moment (`after` may be a new row: an "alleen deze" or "deze en volgende"
 * edit): `contact_event_update` to its owners before and after and its creator, minus the actor.
 */
export async function notifyContactChanged(tx: Db, emit: Emit, before: ContactFields, after: ContactFields, options: NotifyOptions): Promise<boolean> {
  if (before.kind !== 'contact' && after.kind !== 'contact') return false;
  const changed = changedFieldsBetween(before, after);
  if (changed.length === 0) return false;
  const recipients = [before.ownerId, after.ownerId, after.createdBy].filter((id): id is string => id !== null && id !== options.actorId);
  if (recipients.length === 0) return false;
  const content = await contentOf(tx, after, 'contact_event_update', changed);
  const { mailedTo } = await createNotifications(tx, emit, {
    recipients,
    companyId: after.companyId,
    content,
    appOrigin: options.appOrigin,
    now: options.now,
  });
  return mailedTo.length > 0;
}
