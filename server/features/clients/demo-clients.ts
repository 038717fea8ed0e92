/**
 * The demo workspace's clients (issue 19): the agency's four clients with their details, account
 * managers and contacts — the demo client user (klant@demo.nl) is a portal contact of two of them,
 * so the portal's client switcher has something to switch — and the accounts, notes and
 * notifications that name them linked to them, as the migration links existing data.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clientActivityKinds } from './activity.js';
import { adAccounts, clientActivities, clientContacts, clientManagers, clients, notes, notifications } from '../../db/schema/index.js';

type Member = 'eva' | 'sanne' | 'mark' | 'klant';

interface DemoClient {
  name: string;
  code: string;
  color: string;
  website: string;
  kvkNumber: string;
  city: string;
  managers: Member[];
  contacts: { name: string; email: string; phone: string | null; jobTitle: string; portal?: Member }[];
}

const demoClients: readonly DemoClient[] = [
  {
    name: 'Bakkerij De Gouden Korrel',
    code: 'BAKK',
    color: 'amber',
    website: 'https://www.goudenkorrel.nl',
    kvkNumber: '61234567',
    city: 'Utrecht',
    managers: ['sanne'],
    contacts: [
      { name: 'Klaas de Klant', email: 'klant@demo.nl', phone: '+31612345678', jobTitle: 'Eigenaar', portal: 'klant' },
      { name: 'Ineke Bos', email: 'ineke@goudenkorrel.nl', phone: null, jobTitle: 'Marketing' },
    ],
  },
  {
    name: 'Fietsenmaker Van Dijk',
    code: 'FIETS',
    color: 'teal',
    website: 'https://www.fietsenvandijk.nl',
    kvkNumber: '72345678',
    city: 'Amersfoort',
    managers: ['sanne', 'mark'],
    contacts: [{ name: 'Klaas de Klant', email: 'klant@demo.nl', phone: '+31612345678', jobTitle: 'Adviseur', portal: 'klant' }],
  },
  {
    name: 'Tuincentrum Groenrijk',
    code: 'TUIN',
    color: 'green',
    website: 'https://www.groenrijk-tuin.nl',
    kvkNumber: '83456789',
    city: 'Zeist',
    managers: ['mark'],
    contacts: [{ name: 'Pieter Groen', email: 'pieter@groenrijk-tuin.nl', phone: '+31302345678', jobTitle: 'Bedrijfsleider' }],
  },
  {
    name: 'Kapsalon Knip & Go',
    code: 'KNIP',
    color: 'pink',
    website: 'https://www.knipengo.nl',
    kvkNumber: '94567890',
    city: 'Houten',
    managers: ['eva'],
    contacts: [{ name: 'Samira El Amrani', email: 'samira@knipengo.nl', phone: null, jobTitle: 'Eigenaar' }],
  },
];

/** Answers the clients' ids by name (the demo calendar's appointments and the inbox name them). */
export async function seedDemoClients(tx: Db, input: { companyId: string; people: Record<Member, string> }): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const demo of demoClients) {
    const [row] = await tx
      .insert(clients)
      .values({
        companyId: input.companyId,
        name: demo.name,
        code: demo.code,
        color: demo.color,
        website: demo.website,
        kvkNumber: demo.kvkNumber,
        city: demo.city,
        createdBy: input.people.eva,
      })
      .returning({ id: clients.id });
    const clientId = row!.id;
    ids.set(demo.name, clientId);
    await tx.insert(clientManagers).values(demo.managers.map((m) => ({ clientId, userId: input.people[m] })));
    await tx.insert(clientContacts).values(
      demo.contacts.map((c) => ({
        clientId,
        companyId: input.companyId,
        name: c.name,
        email: c.email,
        phone: c.phone,
        jobTitle: c.jobTitle,
        userId: c.portal ? input.people[c.portal] : null,
      })),
    );
    await tx
      .insert(clientActivities)
      .values({ companyId: input.companyId, clientId, kind: clientActivityKinds.created, actorId: input.people.eva, data: { name: demo.name } });
    const linked = await tx
      .update(adAccounts)
      .set({ clientId })
      .where(and(eq(adAccounts.companyId, input.companyId), eq(adAccounts.clientName, demo.name)))
      .returning({ name: adAccounts.name });
    // What the client sees in the portal's recent activity.
    for (const account of linked) {
      await tx.insert(clientActivities).values({
        companyId: input.companyId,
        clientId,
        kind: clientActivityKinds.accountLinked,
        actorId: input.people[demo.managers[0]!],
        data: { account: account.name },
        visibleToClient: true,
      });
    }
    await tx
      .update(notes)
      .set({ clientId })
      .where(and(eq(notes.companyId, input.companyId), eq(notes.clientName, demo.name)));
    await tx
      .update(notifications)
      .set({ clientId })
      .where(and(eq(notifications.companyId, input.companyId), eq(notifications.clientName, demo.name)));
  }
  return ids;
}
