/**
 * Form deadlines on the calendar: the open sends (not yet answered) with a deadline in the range,
 * of forms that are not archived, for the company's team (every form is the team's). A send's
 * client is the client it went to, its owner the form's owner; a click opens the form on /forms.
 * One statement.
 */
import { and, eq, gte, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import { clients, formAssignments, forms } from '../../db/schema/index.js';
import type { DeadlineProvider } from '../calendar/registry.js';
import { formHref } from './search.js';

export const formDeadlines: DeadlineProvider = {
  source: 'form',
  async deadlines(db, reader, query) {
    if (query.clientIds?.length === 0 || query.ownerIds?.length === 0) return [];
    const conditions: (SQL | undefined)[] = [
      eq(formAssignments.companyId, reader.companyId),
      isNull(formAssignments.completedAt),
      gte(formAssignments.deadline, query.from),
      lt(formAssignments.deadline, query.to),
      ne(forms.status, 'archived'),
      query.clientIds ? inArray(formAssignments.clientId, [...query.clientIds]) : undefined,
      query.ownerIds ? inArray(forms.ownerId, [...query.ownerIds]) : undefined,
    ];
    const rows = await db
      .select({
        id: formAssignments.id,
        formId: forms.id,
        title: forms.title,
        deadline: formAssignments.deadline,
        ownerId: forms.ownerId,
        client: { id: clients.id, name: clients.name, code: clients.code, color: clients.color },
      })
      .from(formAssignments)
      .innerJoin(forms, and(eq(forms.id, formAssignments.formId), eq(forms.companyId, reader.companyId)))
      .innerJoin(clients, eq(clients.id, formAssignments.clientId))
      .where(and(...conditions));
    return rows.map((row) => ({
      key: `form:${row.id}`,
      source: 'form',
      title: row.title,
      at: row.deadline!.toISOString(),
      href: formHref(row.formId),
      client: row.client,
      ownerIds: row.ownerId ? [row.ownerId] : [],
      done: false,
    }));
  },
};
