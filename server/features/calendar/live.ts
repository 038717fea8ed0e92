/**
 * The calendar's live side (issue 20): every change runs in `writeCalendar` (transactionWithEvents)
 * and calls `announceCalendarChange`, which emits `calendar.changed` on the company channel for the
 * company's team (admins and marketeers: every one of them reads every event of the company, see
 * policy.ts; client users never listen there) and `portal.changed` to the portal users of each
 * client whose appointment changed (before or after the change), through `emitPortalChange`.
 * A user's own settings change reaches that user alone (`calendar.settings.changed`).
 * Events say only what to load again; what a socket's user then reads goes through the REST API.
 */
import type { Db } from '../../db/database.js';
import { transactionWithEvents, type Emit } from '../../lib/events/with-events.js';
import { emitCompanyEvent } from '../company/live.js';
import { emitPortalChange } from '../portal/live.js';

/** On the company channel (the team): this event changed, was created or deleted. */
export interface CalendarChangedEvent {
  name: 'calendar.changed';
  id: string;
}

/** On the company channel, to its user alone: their own calendar settings changed (another tab, another device). */
export interface CalendarSettingsChangedEvent {
  name: 'calendar.settings.changed';
  userId: string;
}

/** Announces a change of `userId`'s calendar settings or feed to that user's sockets only. */
export function announceSettingsChange(emit: Emit, companyId: string, userId: string): void {
  emitCompanyEvent(emit, companyId, { name: 'calendar.settings.changed', userId } satisfies CalendarSettingsChangedEvent, {
    audience: { userIds: [userId], roles: [] },
  });
}

export interface CalendarChange {
  companyId: string;
  eventId: string;
  /** The clients of the appointments the change touched, before and after it (portal users hear of these). */
  clientIds: readonly string[];
}

/** Announces one change (published after commit). Called by the calendar's routes and the portal's. */
export async function announceCalendarChange(tx: Db, emit: Emit, change: CalendarChange): Promise<void> {
  emitCompanyEvent(emit, change.companyId, { name: 'calendar.changed', id: change.eventId } satisfies CalendarChangedEvent, { audience: 'company' });
  for (const clientId of new Set(change.clientIds)) await emitPortalChange(tx, emit, { companyId: change.companyId, clientId });
}

export type CalendarWriteContext = Parameters<typeof transactionWithEvents>[0];

/** A transaction of the calendar: its changes reach the team and the portals live once it commits. */
export function writeCalendar<T>(ctx: CalendarWriteContext, work: (tx: Db, emit: Emit) => Promise<T>): Promise<T> {
  return transactionWithEvents(ctx, work);
}

/** The client of a row when it is an appointment (the portal shows appointments only). */
export function appointmentClient(row: { kind: string; clientId: string | null } | null | undefined): string[] {
  return row && row.kind === 'appointment' && row.clientId ? [row.clientId] : [];
}
