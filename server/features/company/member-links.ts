/**
 * What removing a member ends (issue 33): every link that made them a recipient or a visible person
 * in the company. Their work stays (notes, comments, checklists keep their author), but:
 * - what they were waiting on or given goes: ad-account and note assignments, shared checklists;
 * - what others rely on goes to the successor (the admin who removes them), or is cleared when
 *   there is none (an admin removing themselves): the events they own (reminders, free slots,
 *   clients' answers then reach the successor) and their client-manager roles (the portal lists,
 *   and clients book, the successor instead; each client's timeline says so);
 * - the calendar's creator and last-editor links to them are cleared (a change of a contact moment
 *   told its creator);
 * - a client user's contacts are "niet uitgenodigd" again (clients/contact-links.ts);
 * - their inbox loses the company's notifications.
 * Runs inside the removal's transaction; changes reach the team and the portals after commit.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import {
  adAccountAssignees,
  adAccounts,
  calendarEvents,
  checklistShares,
  checklists,
  clientManagers,
  clients,
  noteAssignments,
  notes,
} from '../../db/schema/index.js';
import type { Emit } from '../../lib/events/with-events.js';
import { announceCalendarChange, appointmentClient } from '../calendar/live.js';
import { clientActivityKinds, recordClientActivity } from '../clients/activity.js';
import { endContactLinks } from '../clients/contact-links.js';
import { clientChanges, type ClientChanges } from '../clients/live.js';
import { deleteCompanyNotifications } from '../notifications/change-notifications.js';

export interface MemberLinksInput {
  companyId: string;
  /** The member who leaves. */
  userId: string;
  /** Who takes over their events and clients (a team member of the company), or null: cleared. */
  successorId: string | null;
  /** Who removes them (the timelines' actor). */
  actorId: string;
}

async function endAssignments(tx: Db, { companyId, userId }: MemberLinksInput): Promise<void> {
  const companyAccounts = tx.select({ id: adAccounts.id }).from(adAccounts).where(eq(adAccounts.companyId, companyId));
  await tx.delete(adAccountAssignees).where(and(eq(adAccountAssignees.userId, userId), inArray(adAccountAssignees.adAccountId, companyAccounts)));
  const companyNotes = tx.select({ id: notes.id }).from(notes).where(eq(notes.companyId, companyId));
  await tx.delete(noteAssignments).where(and(eq(noteAssignments.userId, userId), inArray(noteAssignments.noteId, companyNotes)));
  const companyChecklists = tx.select({ id: checklists.id }).from(checklists).where(eq(checklists.companyId, companyId));
  await tx.delete(checklistShares).where(and(eq(checklistShares.sharedWithUserId, userId), inArray(checklistShares.checklistId, companyChecklists)));
}

/** Their client-manager roles: to the successor (kept once when they already manage the client), on each client's timeline. */
async function handOverClients(tx: Db, changes: ClientChanges, { companyId, userId, successorId, actorId }: MemberLinksInput): Promise<void> {
  const companyClients = tx.select({ id: clients.id }).from(clients).where(eq(clients.companyId, companyId));
  const ended = await tx
    .delete(clientManagers)
    .where(and(eq(clientManagers.userId, userId), inArray(clientManagers.clientId, companyClients)))
    .returning({ clientId: clientManagers.clientId });
  if (ended.length === 0) return;
  if (successorId) {
    await tx
      .insert(clientManagers)
      .values(ended.map(({ clientId }) => ({ clientId, userId: successorId })))
      .onConflictDoNothing();
  }
  for (const { clientId } of ended) {
    await recordClientActivity(tx, changes, { companyId, clientId, kind: clientActivityKinds.updated, actorId, data: { fields: 'managerIds' } });
  }
}

/** Their events: owned ones to the successor; creator and last-editor links cleared. One statement; each changed event is announced. */
async function handOverEvents(tx: Db, emit: Emit, { companyId, userId, successorId }: MemberLinksInput): Promise<void> {
  const changed = await tx
    .update(calendarEvents)
    .set({
      ownerId: sql`case when ${calendarEvents.ownerId} = ${userId} then ${successorId}::uuid else ${calendarEvents.ownerId} end`,
      createdBy: sql`nullif(${calendarEvents.createdBy}, ${userId}::uuid)`,
      updatedBy: sql`nullif(${calendarEvents.updatedBy}, ${userId}::uuid)`,
      version: sql`${calendarEvents.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(calendarEvents.companyId, companyId),
        or(eq(calendarEvents.ownerId, userId), eq(calendarEvents.createdBy, userId), eq(calendarEvents.updatedBy, userId)),
      ),
    )
    .returning({ id: calendarEvents.id, kind: calendarEvents.kind, clientId: calendarEvents.clientId });
  for (const row of changed) await announceCalendarChange(tx, emit, { companyId, eventId: row.id, clientIds: appointmentClient(row) });
}

/** Ends every link of the member who leaves; call it after their membership row is gone. */
export async function endMemberLinks(tx: Db, emit: Emit, input: MemberLinksInput): Promise<void> {
  const changes = clientChanges(tx, emit);
  await endAssignments(tx, input);
  await handOverClients(tx, changes, input);
  await handOverEvents(tx, emit, input);
  await endContactLinks(tx, changes, { companyId: input.companyId, userId: input.userId, actorId: input.actorId });
  await deleteCompanyNotifications(tx, emit, { recipientId: input.userId, companyId: input.companyId });
}
