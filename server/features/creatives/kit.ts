/** What the creatives services share: their context (with an injectable clock), the revision check and the live events. */
import type { AppContext } from '../../lib/context.js';
import type { Db } from '../../db/database.js';
import type { Emit } from '../../lib/events/with-events.js';
import { AppError } from '../../lib/errors.js';
import { emitCompanyEvent } from '../company/live.js';
import { emitPortalChange } from '../portal/live.js';
import { creativeTeamRoles } from './policy.js';

export type CreativesCtx = Pick<AppContext, 'db' | 'events' | 'env' | 'mail' | 'files'> & { now?: () => Date };

export const clock = (ctx: { now?: () => Date }) => (ctx.now ? ctx.now() : new Date());

/** Owner type of a version's files (its file and poster). */
export const versionOwnerType = 'creative_version';

/** The optimistic check of an edit: the revision the editor read must still be the creative's. */
export function requireRevision(row: { revision: number }, revision: number): void {
  if (row.revision !== revision) throw new AppError('CREATIVE_CHANGED_ELSEWHERE');
}

/**
 * Tells whoever may read the creative that it changed: the team on the company channel
 * (`creatives.changed`, an open /creatives or viewer reloads), and — when its client may see it —
 * the client's portal users (`emitPortalChange`).
 */
export async function creativeChanged(
  tx: Db,
  emit: Emit,
  input: { companyId: string; clientId: string; creativeId: string; clientSees: boolean },
): Promise<void> {
  emitCompanyEvent(emit, input.companyId, { name: 'creatives.changed', creativeId: input.creativeId }, { audience: { userIds: [], roles: creativeTeamRoles } });
  if (input.clientSees) await emitPortalChange(tx, emit, { companyId: input.companyId, clientId: input.clientId });
}
