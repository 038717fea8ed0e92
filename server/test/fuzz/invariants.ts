/**
 * What must hold in the database whatever requests came before (issue 16, schema fuzzing): stored
 * counters equal the rows they count, and no row outlives what it belongs to. Each check is one
 * SQL query that returns the offending rows; an empty answer means it holds.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';

export interface Invariant {
  name: string;
  /** Rows that break it (at most a few). */
  violations: SQL;
}

/** Checks scoped to `companyId` and `userIds` where other tests' data could be mid-change. */
export function invariants(companyId: string, userIds: string[]): Invariant[] {
  const users = sql.join(
    userIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return [
    {
      name: 'checklists.item_count and done_count equal their items (migration 0008)',
      violations: sql`
        select c.id, c.item_count, c.done_count, count(i.id)::int as items, (count(i.id) filter (where i.is_completed))::int as done
        from checklists c left join checklist_items i on i.checklist_id = c.id
        where c.company_id = ${companyId}
        group by c.id
        having c.item_count <> count(i.id) or c.done_count <> count(i.id) filter (where i.is_completed)
        limit 5`,
    },
    {
      name: 'notification_counters.unread equals the unread notifications',
      violations: sql`
        select u.id, coalesce(nc.unread, 0) as counter, (select count(*)::int from notifications n where n.recipient_id = u.id and not n.is_read) as unread
        from users u left join notification_counters nc on nc.recipient_id = u.id
        where u.id in (${users})
          and coalesce(nc.unread, 0) <> (select count(*) from notifications n where n.recipient_id = u.id and not n.is_read)`,
    },
    {
      name: 'no checklist item without its checklist',
      violations: sql`select i.id from checklist_items i left join checklists c on c.id = i.checklist_id where c.id is null limit 5`,
    },
    {
      name: 'no note comment without its note',
      violations: sql`select m.id from note_comments m left join notes n on n.id = m.note_id where n.id is null limit 5`,
    },
    {
      name: 'no note assignment without its note or user',
      violations: sql`
        select a.note_id, a.user_id from note_assignments a
        left join notes n on n.id = a.note_id left join users u on u.id = a.user_id
        where n.id is null or u.id is null limit 5`,
    },
    {
      name: 'no checklist share without its checklist',
      violations: sql`select s.checklist_id from checklist_shares s left join checklists c on c.id = s.checklist_id where c.id is null limit 5`,
    },
    {
      name: 'no checklist comment without its checklist',
      violations: sql`select m.id from checklist_comments m left join checklists c on c.id = m.checklist_id where c.id is null limit 5`,
    },
  ];
}

/** The invariants that do not hold, with their offending rows. */
export async function brokenInvariants(db: Db, companyId: string, userIds: string[]): Promise<Array<{ name: string; rows: unknown[] }>> {
  const broken: Array<{ name: string; rows: unknown[] }> = [];
  for (const invariant of invariants(companyId, userIds)) {
    const result = (await db.execute(invariant.violations)) as unknown as { rows: unknown[] };
    if (result.rows.length > 0) broken.push({ name: invariant.name, rows: result.rows });
  }
  return broken;
}
