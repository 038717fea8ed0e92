/**
 * team_update: when someone joins a company as a team member (an invitation accepted, with a new
 * or an existing account, or joined during onboarding), the company's other admins and marketeers
 * hear about it — not its clients, not the person joining. Runs inside the joining transaction, so
 * nobody is told about a membership that was rolled back.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { MemberRole } from '../../../common/roles.js';
import type { Db } from '../../db/database.js';
import { companies, companyUsers, users } from '../../db/schema/index.js';
import type { Emit } from '../../lib/events/with-events.js';
import { createNotifications } from './create-notifications.js';
import { isColleagueRole, teamUpdateRecipientRoles } from './policy.js';

export async function notifyNewColleague(
  tx: Db,
  emit: Emit,
  input: { companyId: string; joinerId: string; role: MemberRole; appOrigin?: string | null; now?: Date },
): Promise<void> {
  if (!isColleagueRole(input.role)) return;
  const team = await tx
    .select({ id: users.id })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(
        eq(companyUsers.companyId, input.companyId),
        inArray(companyUsers.role, [...teamUpdateRecipientRoles]),
        ne(companyUsers.userId, input.joinerId),
        eq(users.isClient, false),
      ),
    );
  if (team.length === 0) return;
  const [company] = await tx.select({ name: companies.name }).from(companies).where(eq(companies.id, input.companyId));
  const [joiner] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, input.joinerId));
  if (!company || !joiner) return;
  await createNotifications(tx, emit, {
    recipients: team.map((m) => m.id),
    companyId: input.companyId,
    content: {
      type: 'team_update',
      title: 'Nieuwe collega',
      description: `${joiner.name || joiner.email} is lid geworden van ${company.name}`,
      colleague: input.joinerId,
    },
    appOrigin: input.appOrigin ?? null,
    ...(input.now ? { now: input.now } : {}),
  });
}
