import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withStatementCache } from './pglite-statements.js';

let raw: PGlite;
let cached: PGlite;
beforeAll(async () => {
  raw = await PGlite.create();
  cached = withStatementCache(raw, 3);
  await raw.exec(`create table t (id int primary key, name text, at timestamptz, tags json)`);
});
afterAll(() => raw.close());

describe('the PGlite statement cache', () => {
  it('answers as PGlite does: rows, types, row mode, affected rows and statements without rows', async () => {
    const insert = `insert into t values ($1, $2, $3, $4) returning *`;
    const at = new Date('2026-01-01T10:00:00.123Z');
    expect((await cached.query(insert, [1, 'een', at, JSON.stringify(['a'])])).rows).toEqual([{ id: 1, name: 'een', at, tags: ['a'] }]);
    await cached.query(insert, [2, null, null, null]);
    const select = `select * from t where id >= $1 order by id`;
    expect(await cached.query(select, [1], { rowMode: 'array' })).toMatchObject((await raw.query(select, [1], { rowMode: 'array' })) as object);
    const update = await cached.query(`update t set name = $1 where id > $2`, ['x', 0]);
    expect(update.affectedRows).toBe(2);
    expect(update.rows).toEqual([]);
  });

  it('keeps going after an error, with the statement and the next one', async () => {
    const divide = `select 1 / $1::int as n`;
    await expect(cached.query(divide, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await cached.query(divide, [1])).rows).toEqual([{ n: 1 }]);
    await expect(cached.query(`select nope from t`)).rejects.toMatchObject({ code: '42703' });
    expect((await cached.query(`select count(*)::int as n from t`)).rows).toEqual([{ n: 2 }]);
  });

  it('closes the oldest statement when full, and makes a statement again after the table changed', async () => {
    for (let i = 0; i < 5; i++) expect((await cached.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: 1 + i }]);
    const all = `select * from t order by id`;
    await cached.query(all);
    await raw.exec(`alter table t add column extra int default 7`);
    expect((await cached.query(all)).rows[0]).toMatchObject({ id: 1, extra: 7 });
  });

  it('waits for an open transaction instead of running inside it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = raw.transaction(async (tx) => {
      await tx.query(`update t set name = 'in tx' where id = 1`);
      await held;
      await tx.rollback();
    });
    const outside = cached.query<{ name: string }>(`select name from t where id = $1`, [1]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect((await outside).rows[0]!.name).toBe('x');
  });

  it('runs the statements of a transaction through the cache: commit, rollback, an error inside, a changed table', async () => {
    const select = `select name from t where id = $1`;
    await cached.transaction(async (tx) => {
      await tx.query(`update t set name = $1 where id = $2`, ['tx', 1]);
      expect((await tx.query<{ name: string }>(select, [1])).rows[0]!.name).toBe('tx');
    });
    expect((await cached.query<{ name: string }>(select, [1])).rows[0]!.name).toBe('tx');
    await cached.transaction(async (tx) => {
      await tx.query(`update t set name = $1 where id = $2`, ['weg', 1]);
      await tx.rollback();
    });
    expect((await cached.query<{ name: string }>(select, [1])).rows[0]!.name).toBe('tx');
    await expect(
      cached.transaction(async (tx) => {
        await tx.query(`update t set name = $1 where id = $2`, ['weg', 1]);
        await tx.query(`select 1 / $1::int`, [0]);
      }),
    ).rejects.toMatchObject({ code: '22012' });
    expect((await cached.query<{ name: string }>(select, [1])).rows[0]!.name).toBe('tx');
    const all = `select * from t where id = $1`;
    await cached.transaction((tx) => tx.query(all, [1]));
    await raw.exec(`alter table t add column later int default 8`);
    await expect(cached.transaction((tx) => tx.query(all, [1]))).rejects.toMatchObject({ code: '0A000' });
    expect((await cached.transaction((tx) => tx.query(all, [1]))).rows[0]).toMatchObject({ id: 1, later: 8 });
  });

  it('lets a top-level statement wait for a transaction made through the cache', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let updated = () => {};
    const inside = new Promise<void>((resolve) => (updated = resolve));
    const transaction = cached.transaction(async (tx) => {
      await tx.query(`update t set name = $1 where id = $2`, ['open', 2]);
      updated();
      await held;
    });
    await inside;
    const outside = cached.query<{ name: string }>(`select name from t where id = $1`, [2]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect((await outside).rows[0]!.name).toBe('open');
  });
});
