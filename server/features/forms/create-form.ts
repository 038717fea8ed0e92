/** POST /api/forms: a new draft, empty or copied from a starter template (its kind then wins). */
import { formSettings } from '../../../common/forms/form-schema.js';
import { emptyFormSchema, starterTemplates } from '../../../common/forms/starter-templates.js';
import type { FormDetail } from '../../../common/schemas/forms.js';
import type { createFormRequest } from '../../../common/schemas/forms.js';
import { forms } from '../../db/schema/index.js';
import type { z } from 'zod';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { clock, formsChanged, type FormsCtx } from './kit.js';
import type { FormsActor } from './policy.js';
import { formDetailOf } from './read-forms.js';

export async function createForm(ctx: FormsCtx, who: FormsActor, input: z.output<typeof createFormRequest>): Promise<FormDetail> {
  const template = input.template ? starterTemplates[input.template] : null;
  const now = clock(ctx);
  return transactionWithEvents(ctx, async (tx, emit) => {
    const [row] = await tx
      .insert(forms)
      .values({
        companyId: who.companyId,
        title: input.title,
        description: input.description ?? template?.description ?? null,
        formData: structuredClone(template?.schema ?? emptyFormSchema()),
        kind: template?.kind ?? input.kind,
        status: 'draft',
        settings: formSettings.parse({}),
        ownerId: who.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    formsChanged(emit, who.companyId);
    return formDetailOf(tx, row!);
  });
}
