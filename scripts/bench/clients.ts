/**
 * npm run bench clients (issue 19): an agency with 1,000 clients, 5,000 contacts and 2,000 ad
 * accounts (plus 4,000 notes on them) added to the demo workspace, vacuumed and analyzed, on PGlite
 * and on PostgreSQL (BENCH_DATABASE_URL or the local server; skipped when unreachable). Times the
 * services the routes call: the /clients list's first page with its counts (also searched, filtered
 * by account manager, and a later page), a client's detail, and the portal's overview as a client
 * user linked to 3 clients. Budget (issue 19): ≤ 30 ms server time on PGlite for the first page of
 * the list and for the overview (PASS/FAIL on the median). Options after --: --pglite | --postgres.
 */
import { and, eq, sql } from 'drizzle-orm';
import { clientListQuery } from '../../common/schemas/clients.js';
import { openDatabase, type Database } from '../../server/db/database.js';
import { clients, companies, companyUsers, users } from '../../server/db/schema/index.js';
import { listClients, getClientDetail } from '../../server/features/clients/read-clients.js';
import { createClientRegistry } from '../../server/features/clients/registry.js';
import { clientScopeOf } from '../../server/features/clients/scope.js';
import { unresolvedNotesOfClient } from '../../server/features/notes/client-items.js';
import { portalOverview } from '../../server/features/portal/overview.js';
import { createPortalRegistry } from '../../server/features/portal/registry.js';
import type { Actor } from '../../server/lib/actor.js';
import { seedDemoWithSession } from './api-data.js';
import { timeMedianP95, withScratchPostgres } from './bench-kit.js';

const runs = 60;
const budgetMs = 30;
const sizes = { clients: 1_000, contactsPerClient: 5, accounts: 2_000, notes: 4_000 } as const;

const timed = (task: () => Promise<unknown>) => timeMedianP95(task, runs);

/** 1,000 clients with 5 contacts each, 2,000 accounts (2 per client) and 4,000 notes (a quarter resolved), 2 managers a client. */
async function addClientDataset(database: Database, companyId: string, team: string[], clientUserId: string): Promise<string[]> {
  const db = database.db;
  await db.execute(sql`
    insert into clients (company_id, name, code, city, kvk_number, status)
    select ${companyId}, 'Klant ' || lpad(i::text, 4, '0'), 'K' || i, 'Utrecht', lpad((10000000 + i)::text, 8, '0'),
           case when i % 20 = 0 then 'archived' else 'active' end
    from generate_series(1, ${sizes.clients}) i`);
  const teamArray = sql.raw(`array[${team.map((id) => `'${id}'::uuid`).join(',')}]`);
  await db.execute(sql`
    insert into client_managers (client_id, user_id)
    select c.id, (${teamArray})[1 + (row_number() over (order by c.id) % ${team.length})] from clients c where c.company_id = ${companyId}
    on conflict do nothing`);
  await db.execute(sql`
    insert into client_contacts (client_id, company_id, name, email, phone, job_title)
    select c.id, ${companyId}, 'Contact ' || k || ' van ' || c.name, 'contact' || k || '.' || replace(lower(c.name), ' ', '') || '@bench.nl', '+3161234' || lpad(k::text, 4, '0'), 'Marketing'
    from clients c cross join generate_series(1, ${sizes.contactsPerClient}) k where c.company_id = ${companyId}`);
  await db.execute(sql`
    insert into ad_accounts (account_id, name, platform, company_id, status, client_id, client_name)
    select (900000000 + i)::text, 'Bench account ' || i, case when i % 2 = 0 then 'google' else 'facebook' end, ${companyId}, 'active', c.id, c.name
    from generate_series(1, ${sizes.accounts}) i
    join clients c on c.company_id = ${companyId} and c.name = 'Klant ' || lpad((1 + (i - 1) % ${sizes.clients})::text, 4, '0')`);
  await db.execute(sql`
    insert into notes (title, ad_account, company_id, client_id, client_name, resolved_at)
    select 'Bench notitie ' || i, a.id, ${companyId}, a.client_id, a.client_name, case when i % 4 = 0 then now() end
    from generate_series(1, ${sizes.notes}) i
    join ad_accounts a on a.company_id = ${companyId} and a.account_id = (900000000 + 1 + (i - 1) % ${sizes.accounts})::text`);
  // The client user is a portal contact of three clients (one of them archived, so two count).
  const linked = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), sql`${clients.name} in ('Klant 0017', 'Klant 0020', 'Klant 0501')`));
  await db.execute(sql`
    update client_contacts set user_id = ${clientUserId}
    where id in (select distinct on (client_id) id from client_contacts where client_id in (${sql.join(
      linked.map((l) => sql`${l.id}::uuid`),
      sql`, `,
    )}) order by client_id, name)`);
  if (database.pglite) await database.pglite.exec('vacuum analyze');
  else await db.execute(sql`vacuum analyze`);
  return linked.map((l) => l.id);
}

async function run(label: string, database: Database): Promise<boolean> {
  const started = performance.now();
  await seedDemoWithSession(database);
  const db = database.db;
  const [agency] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, 'Demo Marketingbureau'));
  const people = await db
    .select({ id: users.id, email: users.email, role: companyUsers.role })
    .from(users)
    .innerJoin(companyUsers, eq(companyUsers.userId, users.id))
    .where(eq(companyUsers.companyId, agency!.id));
  const team = people.filter((p) => p.role !== 'client').map((p) => p.id);
  const sanne = people.find((p) => p.email === 'sanne@demo.nl')!;
  const klant = people.find((p) => p.email === 'klant@demo.nl')!;
  await addClientDataset(database, agency!.id, team, klant.id);
  console.log(
    `  ${label}: demo workspace and ${sizes.clients.toLocaleString('nl-NL')} clients, ${(sizes.clients * sizes.contactsPerClient).toLocaleString('nl-NL')} contacts, ${sizes.accounts.toLocaleString('nl-NL')} accounts, ${sizes.notes.toLocaleString('nl-NL')} notes written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const registry = createClientRegistry();
  registry.registerOpenItems(unresolvedNotesOfClient);
  const portal = createPortalRegistry();
  const actorOf = (userId: string, role: 'marketeer' | 'client'): Actor => ({
    userId,
    sessionId: 'bench',
    activeCompanyId: agency!.id,
    memberRole: role,
    memberships: [],
  });
  const list = (query: Record<string, string>) => () => listClients(db, registry, agency!.id, clientListQuery.parse(query));
  const firstPage = await list({})();
  const someClient = firstPage.clients[3]!.id;
  const sample = firstPage.clients.find((c) => c.name === 'Klant 0001')!;
  console.log(
    `  ${label}: first page ${firstPage.clients.length} rows; ${sample.name}: ${sample.accountCount} accounts, ${sample.contactCount} contacts, ${sample.openItemCount} open notes, ${sample.managers.length} managers`,
  );
  const clientScope = await clientScopeOf(db, actorOf(klant.id, 'client'));
  if (clientScope.kind !== 'client' || clientScope.clientIds.length === 0) throw new Error('the client user has no clients');
  const portalClient = clientScope.clientIds[0]!;

  const rows: [string, () => Promise<unknown>, boolean][] = [
    ['/clients first page (50, with counts)', list({}), true],
    ['/clients page after the first', list({ cursor: firstPage.nextCursor! }), false],
    ['/clients?q=klant 05', list({ q: 'klant 05' }), false],
    ['/clients?manager=Sanne', list({ manager: sanne.id }), false],
    ['/clients?status=all', list({ status: 'all' }), false],
    ['/clients/:id (detail)', () => getClientDetail(db, agency!.id, someClient), false],
    ['portal overview (client user)', async () => portalOverview(db, portal, await clientScopeOf(db, actorOf(klant.id, 'client')), portalClient), true],
  ];
  let pass = true;
  console.log(`  ${label}, ${runs} runs each:`);
  console.log(`    ${'request'.padEnd(40)} ${'median'.padStart(9)} ${'p95'.padStart(9)}`);
  for (const [name, task, budgeted] of rows) {
    const { median, p95 } = await timed(task);
    const verdict = label === 'PGlite' && budgeted ? (median <= budgetMs ? `   ≤ ${budgetMs} ms PASS` : `   ≤ ${budgetMs} ms FAIL`) : '';
    if (verdict.endsWith('FAIL')) pass = false;
    console.log(`    ${name.padEnd(40)} ${`${median.toFixed(2)} ms`.padStart(9)} ${`${p95.toFixed(2)} ms`.padStart(9)}${verdict}`);
  }
  await database.close();
  return pass;
}

async function main() {
  const only = process.argv.find((a) => a === '--pglite' || a === '--postgres');
  console.log(
    `Clients (1,000 clients, 5,000 contacts, 2,000 ad accounts); budget ≤ ${budgetMs} ms on PGlite for the list's first page and the portal overview:`,
  );
  let pass = true;
  if (only !== '--postgres') pass = (await run('PGlite', await openDatabase({ mode: 'memory' }))) && pass;
  if (only !== '--pglite') await withScratchPostgres('bench_clients', (database) => run('PostgreSQL', database));
  console.log(pass ? 'PASS' : `FAIL: over ${budgetMs} ms on PGlite`);
  if (!pass) process.exitCode = 1;
}

void main();
