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

/** `checklist.changed` to the checklist's readers (an open checklist reloads, the list refetches). */
export async function changedEvent(tx: Db, emit: Emit, row: AudienceRow, by: string | null, alsoTold: readonly string[] = []): Promise<void> {
  emitCompanyEvent(emit, row.companyId, { name: 'checklist.changed', id: row.id, by }, { audience: await readersOf(tx, row, alsoTold) });
}

/** The audience row of a checklist the actor has just made (no shares yet). */
export const madeBy = (who: ChecklistActor, id: string, isTemplate: boolean): AudienceRow => ({ id, companyId: who.companyId, creatorId: who.actor.userId, isTemplate });

