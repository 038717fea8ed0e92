/**
 * Changing clients (issue 19): create, edit, archive and restore (marketeers and admins), delete
 * (admins, with the client's name typed again). Every change writes the client's timeline; a new
 * name is written into the spec's `client_name` texts of its accounts, notes and notifications.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ClientCountry } from '../../../common/client-constants.js';
import type { Client, CreateClientInput, UpdateClientInput } from '../../../common/schemas/clients.js';
import { checkPostalCode } from '../../../common/schemas/clients.js';
import type { Db } from '../../db/database.js';
import { adAccounts, clientManagers, clients, companyUsers, notes, notifications } from '../../db/schema/index.js';
import { violatedConstraint } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { clientActivityKinds, recordClientActivity } from './activity.js';
import { notePortalClosed } from './contact-links.js';
import { writeClients, type ClientsWriteContext } from './live.js';
import { accountsChanged } from '../ad-accounts/change-accounts.js';
import { loadClient, loadClientRow } from './read-clients.js';

export interface ClientActor {
  userId: string;
  companyId: string;
}

/** The account managers must be marketeers or admins of the company. */
async function checkManagers(tx: Db, companyId: string, ids: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({ userId: companyUsers.userId })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), inArray(companyUsers.userId, wanted), inArray(companyUsers.role, ['admin', 'marketeer'])));
  if (rows.length !== wanted.length) throw new AppError('CLIENT_MANAGER_UNKNOWN', { fields: { managerIds: 'CLIENT_MANAGER_UNKNOWN' } });
  return wanted;
}

function postalCodeOf(postalCode: string | null | undefined, country: ClientCountry): string | null {
  const checked = checkPostalCode(postalCode, country);
  if (checked === 'invalid') throw new AppError('CLIENT_POSTAL_CODE_INVALID', { fields: { postalCode: 'CLIENT_POSTAL_CODE_INVALID' } });
  return checked;
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

export async function createClient(ctx: ClientsWriteContext, who: ClientActor, input: CreateClientInput): Promise<Client> {
  const country = input.country ?? 'NL';
  const postalCode = postalCodeOf(input.postalCode, country);
  const id = await writing(() =>
    writeClients(ctx, async (tx, changes) => {
      const managers = await checkManagers(tx, who.companyId, input.managerIds);
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
          postalCode,
          city: input.city,
          country,
          notes: input.notes,
          createdBy: who.userId,
        })
        .returning({ id: clients.id });
      if (managers.length > 0) await tx.insert(clientManagers).values(managers.map((userId) => ({ clientId: row!.id, userId })));
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

export async function updateClient(ctx: ClientsWriteContext, who: ClientActor, id: string, input: UpdateClientInput): Promise<Client> {
  await writing(() =>
    writeClients(ctx, async (tx, changes, emit) => {
      const [current] = await tx
        .select()
        .from(clients)
        .where(and(eq(clients.id, id), eq(clients.companyId, who.companyId)))
        .for('update');
      if (!current) throw new AppError('NOT_FOUND');
      const country = input.country ?? current.country;
      const set: Partial<typeof clients.$inferInsert> = {};
      if (input.name !== undefined) set.name = input.name;
      if (input.code !== undefined) set.code = input.code;
      if (input.color !== undefined) set.color = input.color;
      if (input.website !== undefined) set.website = input.website;
      if (input.kvkNumber !== undefined) set.kvkNumber = input.kvkNumber;
      if (input.vatNumber !== undefined) set.vatNumber = input.vatNumber;
      if (input.addressLine !== undefined) set.addressLine = input.addressLine;
      if (input.city !== undefined) set.city = input.city;
      if (input.notes !== undefined) set.notes = input.notes;
      if (input.country !== undefined) set.country = input.country;
      // A new country re-checks the postal code it keeps.
      if (input.postalCode !== undefined || input.country !== undefined)
        set.postalCode = postalCodeOf(input.postalCode === undefined ? current.postalCode : input.postalCode, country);
      if (input.managerIds !== undefined) {
        const managers = await checkManagers(tx, who.companyId, input.managerIds);
        await tx.delete(clientManagers).where(eq(clientManagers.clientId, id));
        if (managers.length > 0) await tx.insert(clientManagers).values(managers.map((userId) => ({ clientId: id, userId })));
      }
      if (Object.keys(set).length > 0) {
        await tx
          .update(clients)
          .set({ ...set, updatedAt: sql`now()` })
          .where(eq(clients.id, id));
      }
      if (set.name !== undefined && set.name !== current.name) {
        await renameTexts(tx, id, set.name);
        // The accounts screen shows the client's name.
        accountsChanged(emit, who.companyId);
      }
      const changed = Object.keys(set).filter((key) => set[key as keyof typeof set] !== current[key as keyof typeof current]);
      if (changed.length > 0 || input.managerIds !== undefined) {
        await recordClientActivity(tx, changes, {
          companyId: who.companyId,
          clientId: id,
          kind: clientActivityKinds.updated,
          actorId: who.userId,
          data: { fields: [...changed, ...(input.managerIds !== undefined ? ['managerIds'] : [])].join(',') },
        });
      }
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
