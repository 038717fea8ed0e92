/** Company data, always scoped to the actor's active company. */
import { asc, eq, sql } from 'drizzle-orm';
import type { CompanyMembersResponse } from '../../../common/schemas/company.js';
import type { Db } from '../../db/database.js';
import { preparedQuery } from '../../db/prepared.js';
import { companyUsers, users } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { authorizeListMembers } from './policy.js';

/** The company's members with their role, by name (ties by id): one statement, prepared. */
const membersOf = preparedQuery((db) =>
  db
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
    .where(eq(companyUsers.companyId, sql.placeholder('companyId')))
    .orderBy(asc(users.name), asc(users.id))
    .prepare('company_members'),
);

export async function listCompanyMembers({ db, actor }: { db: Db; actor: Actor }): Promise<CompanyMembersResponse> {
  const companyId = authorizeListMembers(actor);
  return { members: await membersOf(db).execute({ companyId }) };
}
