/**
 * Migration 0015 (issue 19): the free-text client names of accounts, notes and notifications
 * become clients — one per distinct name (ignoring case and spacing) per company — and each row is
 * linked to its client, its text set to the client's name; 'Onbekende client' and empty names stay
 * without a client. Runs on a database migrated up to 0014, filled, then migrated to the end.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, pgliteExtensions } from '../../db/database.js';

let client: PGlite;
let folder: string;

/** The migrations up to and including `tag`, in a folder of their own. */
function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return dir;
}

const query = async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows;

beforeAll(async () => {
  client = await PGlite.create({ extensions: pgliteExtensions });
  const db = drizzle({ client });
  folder = migrationsUpTo('0014_note_opening_message');
  await migrate(db, { migrationsFolder: folder });
  const [a, b] = [randomUUID(), randomUUID()];
  await query(`insert into companies (id, name) values ($1, 'Bureau A'), ($2, 'Bureau B')`, [a, b]);
  const user = randomUUID();
  await query(`insert into users (id, email, name) values ($1, 'eva@bureau-a.nl', 'Eva')`, [user]);
  const accounts = [
    [a, '1001', 'Bakkerij', 'Bakkerij Jansen'],
    [a, '1002', 'Bakkerij 2', '  bakkerij   JANSEN '],
    [a, '1003', 'Garage', 'Garage Hendriks'],
    [a, '1004', 'Zonder', null],
    [b, '2001', 'Bakkerij B', 'Bakkerij Jansen'],
  ];
  for (const [company, id, name, clientName] of accounts) {
    await query(`insert into ad_accounts (company_id, account_id, platform, name, client_name) values ($1, $2, 'google', $3, $4)`, [
      company,
      id,
      name,
      clientName,
    ]);
  }
  const [first] = await query<{ id: string }>(`select id from ad_accounts where account_id = '1003'`);
  await query(`insert into notes (title, ad_account, client_name, company_id) values ('Notitie', $1, 'Kapper Knip', $2)`, [first!.id, a]);
  await query(
    `insert into notifications (type, title, client_name, recipient_id, company_id) values
      ('notitie', 'Een', 'garage hendriks', $1, $2), ('team_update', 'Twee', 'Onbekende client', $1, $2)`,
    [user, a],
  );
  await migrate(db, { migrationsFolder });
});

afterAll(async () => {
  await client.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('migration 0015: client names become clients', () => {
  it('makes one client per distinct name per company, ignoring case and spacing', async () => {
    const rows = await query<{ company: string; name: string }>(
      `select c.name as company, cl.name from clients cl join companies c on c.id = cl.company_id order by 1, 2`,
    );
    expect(rows).toEqual([
      { company: 'Bureau A', name: 'Bakkerij Jansen' },
      { company: 'Bureau A', name: 'Garage Hendriks' },
      { company: 'Bureau A', name: 'Kapper Knip' },
      { company: 'Bureau B', name: 'Bakkerij Jansen' },
    ]);
  });

  it('links accounts, notes and notifications to the client of their own company, with its name', async () => {
    const accounts = await query<{ account_id: string; client_name: string | null; linked: string | null; same_company: boolean | null }>(
      `select a.account_id, a.client_name, cl.name as linked, cl.company_id = a.company_id as same_company
       from ad_accounts a left join clients cl on cl.id = a.client_id order by a.account_id`,
    );
    expect(accounts).toEqual([
      { account_id: '1001', client_name: 'Bakkerij Jansen', linked: 'Bakkerij Jansen', same_company: true },
      { account_id: '1002', client_name: 'Bakkerij Jansen', linked: 'Bakkerij Jansen', same_company: true },
      { account_id: '1003', client_name: 'Garage Hendriks', linked: 'Garage Hendriks', same_company: true },
      { account_id: '1004', client_name: null, linked: null, same_company: null },
      { account_id: '2001', client_name: 'Bakkerij Jansen', linked: 'Bakkerij Jansen', same_company: true },
    ]);
    const [note] = await query<{ name: string }>(`select cl.name from notes n join clients cl on cl.id = n.client_id`);
    expect(note?.name).toBe('Kapper Knip');
    const notifications = await query<{ title: string; client_name: string; linked: string | null }>(
      `select n.title, n.client_name, cl.name as linked from notifications n left join clients cl on cl.id::text = n.client_id order by n.title`,
    );
    expect(notifications).toEqual([
      { title: 'Een', client_name: 'Garage Hendriks', linked: 'Garage Hendriks' },
      { title: 'Twee', client_name: 'Onbekende client', linked: null },
    ]);
  });
});
