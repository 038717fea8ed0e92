/** The clients list's open items of forms: sends a client has not answered yet (archived forms left out). */
import { sql } from 'drizzle-orm';
import { formAssignments, forms } from '../../db/schema/index.js';
import type { OpenItemCounter } from '../clients/registry.js';

export const openFormSendsOfClient: OpenItemCounter = {
  kind: 'forms',
  count: (clientId) =>
    sql<number>`select count(*)::int from ${formAssignments} inner join ${forms} on ${forms.id} = ${formAssignments.formId}
      where ${formAssignments.clientId} = ${clientId} and ${formAssignments.completedAt} is null and ${forms.status} <> 'archived'`,
};
