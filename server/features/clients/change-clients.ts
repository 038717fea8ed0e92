/**
 * Changing clients (issue 19): create, edit, archive and restore (marketeers and admins), delete
 * (admins, with the client's name typed again). The form is judged in one round (client-form.ts).
 * Every change writes the client's timeline; a new
 * name is written into the spec's `client_name` texts of its accounts, notes and notifications.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Client } from '../../../common/schemas/clients.js';
import type { Db } from '../../db/database.js';
import { adAccounts, clientManagers, clients, notes, notifications } from '../../db/schema/index.js';
import { violatedConstraint } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { clientActivityKinds, recordClientActivity } from './activity.js';
import { checkClientChanges, checkNewClient } from './client-form.js';
import { notePortalClosed } from './contact-links.js';
import { writeClients, type ClientsWriteContext } from './live.js';
import { accountsChanged } from '../ad-accounts/change-accounts.js';
import { loadClient, loadClientRow } from './read-clients.js';

export interface ClientActor {
  userId: string;
  companyId: string;
}

/** A unique index of clients broken by a write, as the field's error. */
function uniqueError(err: unknown): AppError | null {
  const constraint = violatedConstraint(err);
  if (constraint === 'clients_company_name_unique') return new AppError('CLIENT_NAME_TAKEN', { fields: { name: 'CLIENT_NAME_TAKEN' } });
  if (constraint === 'clients_company_code_unique') return new AppError('CLIENT_CODE_TAKEN', { fields: { code: 'CLIENT_CODE_TAKEN' } });
  return null;
}

async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw uniqueError(err) ?? err;
  }
}

export async function createClient(ctx: ClientsWriteContext, who: ClientActor, raw: Record<string, unknown>): Promise<Client> {
  const id = await writing(() =>
    writeClients(ctx, async (tx, changes) => {
      const input = await checkNewClient(tx, who.companyId, raw);
      const [row] = await tx
        .insert(clients)
        .values({
          companyId: who.companyId,
          name: input.name,
          code: input.code,
          color: input.color,
          website: input.website,
          kvkNumber: input.kvkNumber,
          vatNumber: input.vatNumber,
          addressLine: input.addressLine,
          postalCode: input.postalCode,
          city: input.city,
          country: input.country,
          notes: input.notes,
          createdBy: who.userId,
        })
        .returning({ id: clients.id });
      if (input.managerIds.length > 0) await tx.insert(clientManagers).values(input.managerIds.map((userId) => ({ clientId: row!.id, userId })));
      await recordClientActivity(tx, changes, {
        companyId: who.companyId,
        clientId: row!.id,
        kind: clientActivityKinds.created,
        actorId: who.userId,
        data: { name: input.name },
      });
      return row!.id;
    }),
  );
  return loadClient(ctx.db, who.companyId, id);
}

/** Writes a client's (new) name into the texts the spec names after it. */
async function renameTexts(tx: Db, clientId: string, name: string): Promise<void> {
  await tx.update(adAccounts).set({ clientName: name }).where(eq(adAccounts.clientId, clientId));
  await tx.update(notes).set({ clientName: name }).where(eq(notes.clientId, clientId));
  await tx.update(notifications).set({ clientName: name }).where(eq(notifications.clientId, clientId));
}

/** The client's columns a form may change (the keys of `updateClientRequest` besides the managers). */
const editableColumns = ['name', 'code', 'color', 'website', 'kvkNumber', 'vatNumber', 'addressLine', 'postalCode', 'city', 'country', 'notes'] as const;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/**
 * Saves the fields given. Only what really changes is written, and the timeline names exactly
 * those fields (the values arrive normalised, the account managers compare as a set): a save
 * without changes writes nothing and announces nothing.
 */
export async function updateClient(ctx: ClientsWriteContext, who: ClientActor, id: string, raw: Record<string, unknown>): Promise<Client> {
  await writing(() =>
    writeClients(ctx, async (tx, changes, emit) => {
      const [current] = await tx
        .select()
        .from(clients)
        .where(and(eq(clients.id, id), eq(clients.companyId, who.companyId)))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND');
      const input = await checkClientChanges(tx, current, raw);
      const set: Partial<typeof clients.$inferInsert> = {};
      for (const column of editableColumns) {
        const value = input[column];
        if (value !== undefined && value !== current[column]) Object.assign(set, { [column]: value });
      }
      const changed: string[] = editableColumns.filter((column) => column in set);
      if (input.managerIds !== undefined) {
        const before = await tx.select({ userId: clientManagers.userId }).from(clientManagers).where(eq(clientManagers.clientId, id));
        if (
          !sameSet(
            before.map((m) => m.userId),
            input.managerIds,
          )
        ) {
          await tx.delete(clientManagers).where(eq(clientManagers.clientId, id));
          if (input.managerIds.length > 0) await tx.insert(clientManagers).values(input.managerIds.map((userId) => ({ clientId: id, userId })));
          changed.push('managerIds');
        }
      }
      if (changed.length === 0) return;
      if (Object.keys(set).length > 0) {
        await tx
          .update(clients)
          .set({ ...set, updatedAt: sql`now()` })
          .where(eq(clients.id, id));
      }
      if (set.name !== undefined) {
        await renameTexts(tx, id, set.name);
        // The accounts screen shows the client's name.
        accountsChanged(emit, who.companyId);
      }
      await recordClientActivity(tx, changes, {
        companyId: who.companyId,
        clientId: id,
        kind: clientActivityKinds.updated,
        actorId: who.userId,
        data: { fields: changed.join(',') },
      });
    }),
  );
  return loadClient(ctx.db, who.companyId, id);
}

/** Archive (keeps every row; the client disappears from the portal) or restore. */
export async function setClientStatus(ctx: ClientsWriteContext, who: ClientActor, id: string, status: 'active' | 'archived'): Promise<Client> {
  await writeClients(ctx, async (tx, changes) => {
    const current = await loadClientRow(tx, who.companyId, id);
    if (current.status === status) return;
    // Archiving: announced while the client is still in its users' portals (restoring: once it is back).
    if (status === 'archived') {
      await changes.touch({ companyId: who.companyId, clientId: id });
      await notePortalClosed(tx, { companyId: who.companyId, clientId: id });
    }
    await tx
      .update(clients)
      .set({ status, archivedAt: status === 'archived' ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(clients.id, id));
    await recordClientActivity(tx, changes, {
      companyId: who.companyId,
      clientId: id,
      kind: status === 'archived' ? clientActivityKinds.archived : clientActivityKinds.restored,
      actorId: who.userId,
    });
  });
  return loadClient(ctx.db, who.companyId, id);
}

/**
 * Deletes a client (admins): its contacts, managers and timeline go with it; its ad accounts and
 * notes stay, without a client. The name must be typed exactly (surrounding spaces aside).
 */
export async function deleteClient(ctx: ClientsWriteContext, who: ClientActor, id: string, confirmName: string): Promise<void> {
  await writeClients(ctx, async (tx, changes) => {
    const current = await loadClientRow(tx, who.companyId, id);
    if (confirmName.trim() !== current.name) throw new AppError('CLIENT_DELETE_CONFIRM', { fields: { confirmName: 'CLIENT_DELETE_CONFIRM' } });
    // Before the delete: its portal users still hear of it.
    await changes.touch({ companyId: who.companyId, clientId: id });
    await notePortalClosed(tx, { companyId: who.companyId, clientId: id });
    await tx.delete(clients).where(eq(clients.id, id));
  });
}
