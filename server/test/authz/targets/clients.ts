/**
 * Clients of the matrix (issue 19): a client of the owner's company — for a client user, one they
 * are a portal contact of (the portal's "own"); for a marketeer, one their company manages.
 * Readable by the company's team, and by a client user only when linked to it.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { adAccounts, clientContacts, clients } from '../../../db/schema/index.js';
import { createAdAccount, uniqueEmail } from '../../factories.js';
import { isTeam, sameCompany, type Target } from '../target.js';
import type { Person, World } from '../world.js';

async function makeClient(w: World, owner: Person): Promise<{ id: string; name: string; companyId: string }> {
  const name = `Klant van ${owner.label} ${randomUUID().slice(0, 8)}`;
  const [row] = await w.db.insert(clients).values({ companyId: owner.company.id, name }).returning({ id: clients.id });
  if (owner.role === 'client') {
    await w.db.insert(clientContacts).values({ clientId: row!.id, companyId: owner.company.id, name: owner.label, email: owner.email, userId: owner.user.id });
  }
  return { id: row!.id, name, companyId: owner.company.id };
}

/** A client user reads a client only when linked to it; the company's team reads every one. */
const clientReaders = (owner: Person, viewer: Person) =>
  sameCompany(owner, viewer) && (isTeam(viewer) || (viewer.role === 'client' && owner.user.id === viewer.user.id));

/** For the team's routes: the company's client. */
export const client: Target<{ id: string; name: string; companyId: string }> = {
  name: 'client',
  ownership: 'company',
  make: makeClient,
  ids: (t) => [t.id],
  readableBy: clientReaders,
};

/**
 * For the portal's routes: a client user's own client (linked), a client of the same agency they
 * are not linked to (made for a colleague: the id swap inside the agency), and another agency's.
 */
export const portalClient: Target<{ id: string; name: string; companyId: string }> = {
  name: 'portal client',
  ownership: 'personal',
  make: makeClient,
  ids: (t) => [t.id],
  readableBy: clientReaders,
};

export const clientContact: Target<{ id: string; contactId: string }> = {
  name: 'client contact',
  ownership: 'company',
  async make(w, owner) {
    const made = await makeClient(w, owner);
    const [contact] = await w.db
      .insert(clientContacts)
      .values({ clientId: made.id, companyId: owner.company.id, name: 'Contactpersoon', email: uniqueEmail('contact') })
      .returning({ id: clientContacts.id });
    return { id: made.id, contactId: contact!.id };
  },
  ids: (t) => [t.id, t.contactId],
  readableBy: clientReaders,
};

/** A client and an ad account of its company, not linked. */
export const clientAndAccount: Target<{ id: string; accountId: string }> = {
  name: 'client and ad account',
  ownership: 'company',
  async make(w, owner) {
    const made = await makeClient(w, owner);
    const account = await createAdAccount(w.db, owner.company.id);
    return { id: made.id, accountId: account.id };
  },
  ids: (t) => [t.id],
  readableBy: clientReaders,
};

/** A client with an ad account linked to it. */
export const clientWithAccount: Target<{ id: string; accountId: string }> = {
  name: 'client with an ad account',
  ownership: 'company',
  async make(w, owner) {
    const made = await makeClient(w, owner);
    const account = await createAdAccount(w.db, owner.company.id);
    await w.db.update(adAccounts).set({ clientId: made.id }).where(eq(adAccounts.id, account.id));
    return { id: made.id, accountId: account.id };
  },
  ids: (t) => [t.id],
  readableBy: clientReaders,
};
