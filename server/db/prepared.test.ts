/**
 * A page's LIMIT is a literal in the statement's text (`literalLimit`), so that PostgreSQL keeps
 * one generic plan for a prepared page instead of planning it again on every execution.
 */
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAccounts } from '../features/ad-accounts/read-accounts.js';
import { listChecklists } from '../features/checklists/read-checklists.js';
import { listNotes } from '../features/notes/read-notes.js';
import { listNotifications } from '../features/notifications/list-notifications.js';
import { createAdAccount, createUser } from '../test/factories.js';
import { countingDb } from '../test/statement-counter.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { withStatementCache } from './pglite-statements.js';
import { literalLimit, preparedPageSize } from './prepared.js';
import { notes } from './schema/index.js';

describe('literalLimit', () => {
  it('writes the row count into the SQL text, not as a parameter', () => {
    const query = new QueryBuilder().select({ id: notes.id }).from(notes).where(eq(notes.title, 'x')).limit(literalLimit(6)).toSQL();
    expect(query.sql).toMatch(/ limit 6$/);
    expect(query.params).toEqual(['x']);
  });

  it('takes only a row count', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => literalLimit(bad)).toThrow(RangeError);
  });
});

describe("PostgreSQL's plans of a prepared page", () => {
  let pg: PGlite;
  let cached: PGlite;
  beforeAll(async () => {
    pg = await PGlite.create();
    cached = withStatementCache(pg);
    await pg.exec(`create table t (id int primary key, owner int not null, at timestamptz not null);
      insert into t select g, g % 4, now() - g * interval '1 minute' from generate_series(1, 20000) g;
      create index t_owner_at on t (owner, at desc, id desc);
      analyze t;`);
  });
  afterAll(() => pg.close());

  /** Runs a prepared page 12 times (for each owner in turn) and answers how PostgreSQL planned it. */
  const plansOf = async (text: string, ...more: number[]) => {
    for (let i = 0; i < 12; i++) await cached.query(text, [i % 4, ...more]);
    const [row] = (
      await pg.query<{ generic: number; custom: number }>(
        `select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement = $1`,
        [text],
      )
    ).rows;
    return row;
  };

  it('are planned again on every execution with `limit $n` on a large table, and kept with a literal LIMIT', async () => {
    const page = 'select id, at from t where owner = $1 order by at desc, id desc limit';
    expect(await plansOf(`${page} $2`, 6)).toEqual({ generic: 0, custom: 12 });
    const literal = await plansOf(`${page} 6`);
    expect(literal!.generic).toBeGreaterThan(0);
    expect(literal!.custom).toBeLessThanOrEqual(5);
  });
});

describe('the paged lists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('send their page size as a literal LIMIT', async () => {
    const { user, company } = await createUser(t.db);
    await createAdAccount(t.db, company.id);
    const counted = countingDb(t.database);
    await listNotes(counted.db, company.id, user.id, { filter: 'all', limit: 3 });
    await listAccounts(counted.db, { facebook: null, googleAds: null }, company.id, { limit: 3 });
    const actor = { userId: user.id, sessionId: 'test', activeCompanyId: company.id, memberRole: 'admin' as const, memberships: [] };
    await listChecklists(counted.db, { actor, companyId: company.id, role: 'admin' }, { limit: 3 });
    await listNotifications({ db: counted.db, recipientId: user.id, input: { limit: 3 } });
    const texts = counted.takeTexts();
    expect(texts).toHaveLength(4);
    for (const text of texts) {
      expect(text).toContain(` limit ${preparedPageSize(3) + 1}`);
      expect(text).not.toMatch(/ limit \$\d/);
    }
  });
});
