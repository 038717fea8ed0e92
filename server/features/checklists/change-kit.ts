/**
 * What the checklist change files share: their context (with an injectable clock for the job's
 * tests) and the live events, which go only to the checklist's readers (policy.checklistAudience).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { checklistShares, type ChecklistRow } from '../../db/schema/index.js';
import type { AppContext } from '../../lib/context.js';
import type { Emit } from '../../lib/events/with-events.js';
import { emitCompanyEvent, type CompanyAudience } from '../company/live.js';
import { checklistAudience, type ChecklistActor } from './policy.js';

export type Ctx = Pick<AppContext, 'db' | 'events'> & { now?: () => Date };

export const clock = (ctx: Ctx) => (ctx.now ? ctx.now() : new Date());
export type AudienceRow = Pick<ChecklistRow, 'id' | 'companyId' | 'creatorId' | 'isTemplate'>;

/**
 * The readers of a checklist as of now (policy.checklistAudience), plus `alsoTold`: users who
 * could read it before this change (a removed share), so they learn it is gone for them.
 */
export async function readersOf(tx: Db, row: AudienceRow, alsoTold: readonly string[] = []): Promise<CompanyAudience> {
  const shares = await tx.select({ userId: checklistShares.sharedWithUserId }).from(checklistShares).where(eq(checklistShares.checklistId, row.id));
  return checklistAudience(row, [...shares.map((s) => s.userId), ...alsoTold]);
}

const changed = (emit: Emit, companyId: string, id: string, by: string | null, audience: CompanyAudience) =>
  emitCompanyEvent(emit, companyId, { name: 'checklist.changed', id, by }, { audience });

/** `checklist.changed` to the checklist's readers (an open checklist reloads, the list refetches). */
export async function changedEvent(tx: Db, emit: Emit, row: AudienceRow, by: string | null, alsoTold: readonly string[] = []): Promise<void> {
  changed(emit, row.companyId, row.id, by, await readersOf(tx, row, alsoTold));
}

/** `checklist.changed` for a checklist the actor has just made: it has no shares yet, so no query. */
export function madeEvent(emit: Emit, who: ChecklistActor, id: string, isTemplate: boolean): void {
  changed(emit, who.companyId, id, who.actor.userId, checklistAudience({ creatorId: who.actor.userId, isTemplate }, []));
}
