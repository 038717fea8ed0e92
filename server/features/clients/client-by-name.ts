/**
 * A typed client name as a client (issue 19): the company's client with that name (any case), so
 * a note or account whose client is typed by name is linked to the real client when there is one.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { clients } from '../../db/schema/index.js';

export async function clientNamed(tx: Db, companyId: string, name: string | null): Promise<{ id: string; name: string } | null> {
  if (!name) return null;
  const [row] = await tx
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(and(eq(clients.companyId, companyId), sql`lower(${clients.name}) = lower(${name})`));
  return row ?? null;
}
