/**
 * The counts the database keeps (migration 0010): a note's comment count and newest comment time,
 * an account's note count. Whoever writes (the API, a seed, a cascade), they stay equal to what
 * counting the rows gives.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { adAccounts, noteComments, notes } from '../../db/schema/index.js';
import { seedDemoWorkspace } from '../../db/seed.js';
import { createAdAccount, createUser } from '../../test/factories.js';
import { openEmptyTestDatabase } from '../../test/test-database.js';

let database: Database;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
});
afterAll(() => database.close());

const at = (text: string) => new Date(text);

/** Rows whose kept counts differ from counting (none expected). */
async function countsOutOfStep(): Promise<unknown[]> {
  const db = database.db;
  const wrongNotes = await db.execute(sql`
    select n.id, n.comment_count, n.last_comment_at, count(c.id)::int as counted, max(c.created_at) as last
    from notes n left join note_comments c on c.note_id = n.id
    group by n.id having n.comment_count <> count(c.id) or n.last_comment_at is distinct from max(c.created_at)`);
  const wrongAccounts = await db.execute(sql`
    select a.id, a.note_count, count(n.id)::int as counted
    from ad_accounts a left join notes n on n.ad_account = a.id
    group by a.id having a.note_count <> count(n.id)`);
  const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
  return [...rowsOf(wrongNotes), ...rowsOf(wrongAccounts)];
}

async function noteCounts(id: string) {
  const [row] = await database.db.select({ count: notes.commentCount, last: notes.lastCommentAt }).from(notes).where(eq(notes.id, id));
  return row;
}

async function noteCountOf(accountId: string) {
  const [row] = await database.db.select({ count: adAccounts.noteCount }).from(adAccounts).where(eq(adAccounts.id, accountId));
  return row?.count;
}

describe('counts kept by the database', () => {
  it('agree with counting after the demo seed', async () => {
    expect(await seedDemoWorkspace(database.db)).toBe(true);
    expect(await database.db.$count(noteComments)).toBeGreaterThan(0);
    expect(await countsOutOfStep()).toEqual([]);
  });

  it('follow comments written in any order and removed, newest first or not', async () => {
    const { user, company } = await createUser(database.db);
    const account = await createAdAccount(database.db, company.id);
    const [note] = await database.db.insert(notes).values({ title: 'Budget', adAccountId: account.id, companyId: company.id, creatorId: user.id }).returning();
    expect(await noteCounts(note!.id)).toEqual({ count: 0, last: null });
    expect(await noteCountOf(account.id)).toBe(1);

    const comment = (content: string, createdAt: string) => ({ noteId: note!.id, userId: user.id, content, createdAt: at(createdAt) });
    const [middle, newest] = await database.db
      .insert(noteComments)
      .values([comment('b', '2026-03-02T10:00:00Z'), comment('c', '2026-03-03T10:00:00Z')])
      .returning();
    // An older comment written later (an import) leaves the newest time alone.
    const [oldest] = await database.db.insert(noteComments).values(comment('a', '2026-03-01T10:00:00Z')).returning();
    expect(await noteCounts(note!.id)).toEqual({ count: 3, last: at('2026-03-03T10:00:00Z') });

    await database.db.delete(noteComments).where(eq(noteComments.id, middle!.id));
    expect(await noteCounts(note!.id)).toEqual({ count: 2, last: at('2026-03-03T10:00:00Z') });
    await database.db.delete(noteComments).where(eq(noteComments.id, newest!.id));
    expect(await noteCounts(note!.id)).toEqual({ count: 1, last: at('2026-03-01T10:00:00Z') });
    await database.db.delete(noteComments).where(eq(noteComments.id, oldest!.id));
    expect(await noteCounts(note!.id)).toEqual({ count: 0, last: null });
    expect(await countsOutOfStep()).toEqual([]);
  });

  it('follow notes added, moved and removed, also when a delete cascades', async () => {
    const { user, company } = await createUser(database.db);
    const [first, second] = [await createAdAccount(database.db, company.id), await createAdAccount(database.db, company.id)];
    const made = await database.db
      .insert(notes)
      .values([1, 2, 3].map((i) => ({ title: `Notitie ${i}`, adAccountId: first!.id, companyId: company.id, creatorId: user.id })))
      .returning();
    await database.db.insert(noteComments).values(made.map((n) => ({ noteId: n.id, userId: user.id, content: 'Gezien' })));
    expect([await noteCountOf(first!.id), await noteCountOf(second!.id)]).toEqual([3, 0]);

    await database.db.update(notes).set({ adAccountId: second!.id }).where(eq(notes.id, made[0]!.id));
    expect([await noteCountOf(first!.id), await noteCountOf(second!.id)]).toEqual([2, 1]);
    // A note with its conversation: the comments go with it (their trigger finds no note to update).
    await database.db.delete(notes).where(eq(notes.id, made[1]!.id));
    expect([await noteCountOf(first!.id), await noteCountOf(second!.id)]).toEqual([1, 1]);
    // An account with its notes and their comments.
    await database.db.delete(adAccounts).where(eq(adAccounts.id, first!.id));
    expect(await noteCountOf(second!.id)).toBe(1);
    expect(await countsOutOfStep()).toEqual([]);
  });

  it('count every one of concurrent comments on one note', async () => {
    const { user, company } = await createUser(database.db);
    const account = await createAdAccount(database.db, company.id);
    const [note] = await database.db.insert(notes).values({ title: 'Druk', adAccountId: account.id, companyId: company.id, creatorId: user.id }).returning();
    await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        database.db.transaction((tx) => tx.insert(noteComments).values({ noteId: note!.id, userId: user.id, content: `Reactie ${i}` })),
      ),
    );
    expect((await noteCounts(note!.id))?.count).toBe(12);
    expect(await countsOutOfStep()).toEqual([]);
  });
});
