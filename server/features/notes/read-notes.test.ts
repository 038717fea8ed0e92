/** Reading notes: each screen's read is one statement, and the conversation's times read as a Date would give them. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { noteAssignments, noteComments, notes } from '../../db/schema/index.js';
import { createAdAccount, createUser } from '../../test/factories.js';
import { countingDb } from '../../test/statement-counter.js';
import { openTestDatabase } from '../../test/test-database.js';
import { getNoteDetail, listNotes, loadNote } from './read-notes.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function teamWithAccount() {
  const a = await createUser(database.db);
  const b = await createUser(database.db, { company: a.company });
  const account = await createAdAccount(database.db, a.company.id, { clientName: 'De Vries' });
  return { a, b, account, companyId: a.company.id };
}

describe('reading notes', () => {
  it('answers a page of the list (any filter, any page), a note and a note with its conversation in one statement each', async () => {
    const { a, b, account, companyId } = await teamWithAccount();
    const made = await database.db
      .insert(notes)
      .values(
        Array.from({ length: 55 }, (_, i) => {
          const creatorId = i % 2 ? a.user.id : b.user.id;
          return { title: `Notitie ${i}`, creatorId, userId: creatorId, adAccountId: account.id, clientName: 'De Vries', companyId };
        }),
      )
      .returning({ id: notes.id });
    await database.db.insert(noteAssignments).values(made.flatMap((n) => [a, b].map((u) => ({ noteId: n.id, userId: u.user.id, assignedBy: a.user.id }))));
    await database.db.insert(noteComments).values(made.flatMap((n) => [a, b].map((u) => ({ noteId: n.id, userId: u.user.id, content: 'Reactie' }))));
    const counted = countingDb(database);

    const first = await listNotes(counted.db, companyId, a.user.id, { filter: 'all' });
    expect(counted.take()).toBe(1);
    expect(first.notes).toHaveLength(50);
    expect(first.notes[0]).toMatchObject({ commentCount: 2, creator: { id: expect.any(String) }, adAccount: { id: account.id } });
    expect(first.notes[0]!.assignments.map((x) => x.user.id).sort()).toEqual([a.user.id, b.user.id].sort());
    const second = await listNotes(counted.db, companyId, a.user.id, { filter: 'all', cursor: first.nextCursor! });
    expect(counted.take()).toBe(1);
    expect(second).toMatchObject({ notes: { length: 5 }, nextCursor: null });
    for (const filter of ['mine', 'assigned'] as const) {
      await listNotes(counted.db, companyId, a.user.id, { filter, account: account.id, client: 'de vries', q: 'notitie' });
      expect(counted.take()).toBe(1);
    }

    expect((await loadNote(counted.db, companyId, made[0]!.id)).id).toBe(made[0]!.id);
    expect(counted.take()).toBe(1);
    const detail = await getNoteDetail(counted.db, companyId, made[0]!.id);
    expect(counted.take()).toBe(1);
    expect(detail.comments.map((c) => c.user?.id).sort()).toEqual([a.user.id, b.user.id].sort());
  });

  it('gives the conversation’s times in UTC with the milliseconds cut off, as the Date of the column would', async () => {
    const { a, account, companyId } = await teamWithAccount();
    const [note] = await database.db
      .insert(notes)
      .values({ title: 'Tijden', creatorId: a.user.id, userId: a.user.id, adAccountId: account.id, companyId })
      .returning();
    const at = (text: string) => sql`${text}::timestamptz`;
    await database.db.insert(noteComments).values([
      { noteId: note!.id, userId: a.user.id, content: 'Eerste', createdAt: at('2026-01-01 11:00:00.1239+01') },
      { noteId: note!.id, userId: null, content: 'Van een oud-collega', createdAt: at('2026-01-01 10:00:00.9999+00') },
    ]);
    const detail = await getNoteDetail(database.db, companyId, note!.id);
    expect(detail.comments.map((c) => [c.createdAt, c.user?.id ?? null])).toEqual([
      ['2026-01-01T10:00:00.123Z', a.user.id],
      ['2026-01-01T10:00:00.999Z', null],
    ]);
    expect(detail.note.lastCommentAt).toBe(new Date('2026-01-01 10:00:00.9999+00').toISOString());
  });
});
