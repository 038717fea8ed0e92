/**
 * The demo workspace (SEED_DEMO): an agency with an admin, two marketeers and a client, a second
 * company for the company switcher, ad accounts with alerts, notes with conversations, checklists
 * (recurring routines with history, a shared audit, a launch with a deadline, a company template),
 * a form with a submission, clients, the calendar events the inbox is about and an inbox of
 * notifications for the team. Only runs on a database without users.
 */
import { sql } from 'drizzle-orm';
import type { MemberRole, UserRole } from '../../common/roles.js';
import { seedDemoAccounts } from '../features/ad-accounts/demo-accounts.js';
import { seedDemoCalendar } from '../features/calendar/demo-calendar.js';
import { seedDemoForm } from '../features/forms/demo-form.js';
import { seedDemoChecklists } from '../features/checklists/demo-checklists.js';
import { seedDemoNotes } from '../features/notes/demo-notes.js';
import { seedDemoClients } from '../features/clients/demo-clients.js';
import { seedDemoInbox } from '../features/notifications/demo-inbox.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { hashPassword } from '../lib/password.js';
import type { Db } from './database.js';
import { companies, companyUsers, users } from './schema/index.js';

export const demoPassword = 'Demo1234!';
export const demoCompanyNames = { agency: 'Demo Marketingbureau', webshop: 'Visser Webshop' } as const;
type DemoCompany = keyof typeof demoCompanyNames;

interface DemoUser {
  name: string;
  email: string;
  role: UserRole;
  isClient: boolean;
  memberships: Partial<Record<DemoCompany, MemberRole>>;
  description: string;
}

const demoUsers: readonly DemoUser[] = [
  {
    name: 'Eva de Vries',
    email: 'admin@demo.nl',
    role: 'admin',
    isClient: false,
    memberships: { agency: 'admin', webshop: 'admin' },
    description: 'beheerder, lid van beide bedrijven',
  },
  {
    name: 'Sanne Jansen',
    email: 'sanne@demo.nl',
    role: 'marketeer',
    isClient: false,
    memberships: { agency: 'marketeer' },
    description: 'marketeer',
  },
  {
    name: 'Mark Bakker',
    email: 'mark@demo.nl',
    role: 'marketeer',
    isClient: false,
    memberships: { agency: 'marketeer' },
    description: 'marketeer',
  },
  {
    name: 'Klaas Visser',
    email: 'klant@demo.nl',
    role: 'member',
    isClient: true,
    memberships: { agency: 'client' },
    description: 'klant (client portal)',
  },
];

/** The demo log-ins, for main.ts's start banner, the README and the e2e tests. */
export const demoLogins = demoUsers.map((u) => ({
  email: u.email,
  password: demoPassword,
  name: u.name,
  description: u.description,
}));

/** Creates the demo workspace when the database has no users; true when it did. */
export async function seedDemoWorkspace(db: Db): Promise<boolean> {
  if ((await db.$count(users)) > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  try {
    const seeded = await db.transaction(async (tx) => {
      if ((await tx.$count(users)) > 0) return false;
      const inserted = await tx
        .insert(companies)
        .values([{ name: demoCompanyNames.agency }, { name: demoCompanyNames.webshop }])
        .returning({ id: companies.id, name: companies.name });
      const companyIds = {
        agency: inserted.find((c) => c.name === demoCompanyNames.agency)!.id,
        webshop: inserted.find((c) => c.name === demoCompanyNames.webshop)!.id,
      };
      const userIds = new Map<string, string>();
      for (const demo of demoUsers) {
        const [user] = await tx
          .insert(users)
          .values({
            email: demo.email,
            name: demo.name,
            passwordHash,
            role: demo.role,
            isClient: demo.isClient,
            onboardingCompleted: true,
            // The demo addresses count as proven, like an account made through an invitation.
            emailVerifiedAt: new Date(),
            companyId: companyIds.agency,
          })
          .returning({ id: users.id });
        userIds.set(demo.email, user!.id);
        const memberships = Object.entries(demo.memberships) as [DemoCompany, MemberRole][];
        await tx.insert(companyUsers).values(memberships.map(([company, role]) => ({ userId: user!.id, companyId: companyIds[company], role })));
      }
      const now = new Date();
      const team = { eva: userIds.get('admin@demo.nl')!, sanne: userIds.get('sanne@demo.nl')!, mark: userIds.get('mark@demo.nl')! };
      const accounts = await seedDemoAccounts(tx, { companyIds, team, now });
      const noteIds = await seedDemoNotes(tx, { companyId: companyIds.agency, accounts, team, now });
      await seedDemoChecklists(tx, { companyId: companyIds.agency, accounts, team, now });
      const clientIds = await seedDemoClients(tx, { companyId: companyIds.agency, people: { ...team, klant: userIds.get('klant@demo.nl')! } });
      const form = await seedDemoForm(tx, { companyId: companyIds.agency, clientIds, team, now });
      const events = await seedDemoCalendar(tx, { companyId: companyIds.agency, team, clientIds, now });
      await seedDemoInbox(tx, {
        companyId: companyIds.agency,
        companyName: demoCompanyNames.agency,
        team,
        form,
        noteIds,
        events,
        clientIds,
        portalUser: userIds.get('klant@demo.nl'),
        now,
      });
      return true;
    });
    // The planner gets the demo tables' statistics at once: autovacuum analyzes a table only after
    // 50 changes, and without statistics a table of four rows is planned as one of hundreds.
    if (seeded) await db.execute(sql`analyze`);
    return seeded;
  } catch (err) {
    // Another instance seeded the same database at the same moment.
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
