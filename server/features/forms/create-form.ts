/** POST /api/forms: a new draft, empty or copied from a starter template (its kind then wins). */
import { formSettings } from '../../../common/forms/form-schema.js';
import { emptyFormSchema, starterTemplates } from '../../../common/forms/starter-templates.js';
import type { FormDetail } from '../../../common/schemas/forms.js';
import type { createFormRequest } from '../../../common/schemas/forms.js';
import { forms } from '../../db/schema/index.js';
import type { z } from 'zod';
import { clock, type FormsCtx } from './kit.js';
import type { FormsActor } from './policy.js';
import { formDetailOf } from './read-forms.js';

export async function createForm(ctx: FormsCtx, who: FormsActor, input: z.output<typeof createFormRequest>): Promise<FormDetail> {
  const template = input.template ? starterTemplates[input.template] : null;
  const now = clock(ctx);
  const [row] = await ctx.db
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
  return formDetailOf(ctx.db, row!);
}
