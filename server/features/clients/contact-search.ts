/**
 * The client contacts' search provider (global search, issue 34): a client's contact persons by
 * part of their name or e-mail address, or a name typed slightly wrong (pg_trgm, the trigram index
 * on client_contacts.name). A result opens the client's page at that contact. Scoped like every
 * client read (scope.ts): the company's marketeers and admins find the contacts of every client of
 * the active company (archived clients' last); a client user only those of their own clients.
 */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { SearchItem } from '../../../common/schemas/search.js';
import { literalLimit } from '../../db/prepared.js';
import { clientContacts, clients } from '../../db/schema/index.js';
import type { SearchProvider } from '../search/registry.js';
import { clientScopeOf, inClientScope } from './scope.js';

/** The client's page with this contact in view (clients-screen: `contact=`). */
export const contactHref = (clientId: string, contactId: string) => `/clients?client=${encodeURIComponent(clientId)}&contact=${encodeURIComponent(contactId)}`;

export const contactSearch: SearchProvider = {
  kind: 'contact',
  label: 'Contactpersonen',
  async search(db, who, terms, limit) {
    const scope = await clientScopeOf(db, who.actor);
    const nameHit = sql<boolean>`${clientContacts.name} ilike ${terms.contains}`;
    const emailHit = sql<boolean>`coalesce(${clientContacts.email} ilike ${terms.contains}, false)`;
    const rows = await db
      .select({
        id: clientContacts.id,
        clientId: clientContacts.clientId,
        name: clientContacts.name,
        email: clientContacts.email,
        jobTitle: clientContacts.jobTitle,
        clientName: clients.name,
        archived: sql<boolean>`${clients.status} = 'archived'`,
        nameHit,
        emailHit,
      })
      .from(clientContacts)
      .innerJoin(clients, and(eq(clients.id, clientContacts.clientId), eq(clients.companyId, clientContacts.companyId)))
      .where(and(inClientScope(scope, clientContacts.clientId, clientContacts.companyId), or(nameHit, emailHit, sql`${terms.text} <% ${clientContacts.name}`)))
      .orderBy(
        asc(sql`${clients.status} = 'archived'`),
        desc(sql`${clientContacts.name} ilike ${terms.startsWith}`),
        desc(nameHit),
        desc(sql`coalesce(${clientContacts.email} ilike ${terms.startsWith}, false)`),
        desc(sql`word_similarity(${terms.text}, ${clientContacts.name})`),
        asc(clientContacts.name),
        asc(clientContacts.id),
      )
      .limit(literalLimit(limit));
    return rows.map((row): SearchItem => ({
      id: row.id,
      kind: 'contact',
      title: row.name,
      subtitle: [row.clientName, row.jobTitle, row.email, row.archived ? 'Gearchiveerd' : null].filter(Boolean).join(' · '),
      href: contactHref(row.clientId, row.id),
      match: row.emailHit && !row.nameHit ? 'email' : 'name',
    }));
  },
};
