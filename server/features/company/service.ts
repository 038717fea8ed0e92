/** Company data, always scoped to the actor's active company. */
import { asc, eq } from 'drizzle-orm';
import type { CompanyMembersResponse } from '../../../common/schemas/company.js';
import type { Db } from '../../db/database.js';
import { companyUsers, users } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { authorizeListMembers } from './policy.js';

export async function listCompanyMembers({ db, actor }: { db: Db; actor: Actor }): Promise<CompanyMembersResponse> {
  const companyId = authorizeListMembers(actor);
  const members = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: companyUsers.role,
      avatarUrl: users.avatarUrl,
      avatarColor: users.avatarColor,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(eq(companyUsers.companyId, companyId))
    .orderBy(asc(users.name), asc(users.id));
  return { members };
}
