/** What the forms change files share: their context (with an injectable clock for tests) and the revision check. */
import type { FormsChangedEvent } from '../../../common/schemas/forms.js';
import type { AppContext } from '../../lib/context.js';
import type { Emit } from '../../lib/events/with-events.js';
import { emitCompanyEvent } from '../company/live.js';
import { formTeamRoles } from './policy.js';
import { AppError } from '../../lib/errors.js';
import type { FormRow } from '../../db/schema/index.js';

export type FormsCtx = Pick<AppContext, 'db' | 'events' | 'env' | 'mail' | 'files'> & { now?: () => Date };

export const clock = (ctx: { now?: () => Date }) => (ctx.now ? ctx.now() : new Date());

/** A change of an archived form is refused (restore it first). */
export function requireNotArchived(row: FormRow): void {
  if (row.status === 'archived') throw new AppError('FORM_ARCHIVED');
}

/** The builder's optimistic check: the revision it read must still be the form's. */
export function requireRevision(row: FormRow, revision: number): void {
  if (row.revision !== revision) throw new AppError('FORM_CHANGED_ELSEWHERE');
}

/** Tells the company's team (who may read /forms) that its forms changed: an open /forms reloads. */
export function formsChanged(emit: Emit, companyId: string): void {
  emitCompanyEvent(emit, companyId, { name: 'forms.changed' } satisfies FormsChangedEvent, { audience: { userIds: [], roles: formTeamRoles } });
}
