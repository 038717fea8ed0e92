/**
 * POST /api/forms/submissions/:id/checklist: a submitted ad brief becomes the campaign's checklist
 * in one step — a copy of one of the company's checklist templates, titled after the brief and its
 * client, made with the checklists feature's own create function (its rules, events and owner).
 */
import { and, asc, eq } from 'drizzle-orm';
import { checklistLimits } from '../../../common/checklist-constants.js';
import { checklistItems, checklists, clients, formSubmissions, forms } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { AppError } from '../../lib/errors.js';
import { createChecklist } from '../checklists/change-checklists.js';
import type { FormsCtx } from './kit.js';
import type { FormsActor } from './policy.js';

function checklistTitle(formTitle: string, clientName: string | null): string {
  const title = clientName ? `${formTitle} — ${clientName}` : formTitle;
  const chars = [...title];
  return chars.length > checklistLimits.titleMax ? chars.slice(0, checklistLimits.titleMax).join('').trimEnd() : title;
}

export async function checklistFromBrief(ctx: FormsCtx, who: FormsActor, actor: Actor, submissionId: string, templateId: string): Promise<string> {
  const [row] = await ctx.db
    .select({ kind: forms.kind, title: forms.title, clientName: clients.name })
    .from(formSubmissions)
    .innerJoin(forms, and(eq(forms.id, formSubmissions.formId), eq(forms.companyId, who.companyId)))
    .leftJoin(clients, eq(clients.id, formSubmissions.clientId))
    .where(and(eq(formSubmissions.id, submissionId), eq(formSubmissions.companyId, who.companyId), eq(formSubmissions.state, 'submitted')));
  if (!row) throw new AppError('NOT_FOUND');
  if (row.kind !== 'ad_brief') throw new AppError('FORM_NOT_AD_BRIEF');
  const [template] = await ctx.db
    .select()
    .from(checklists)
    .where(and(eq(checklists.id, templateId), eq(checklists.companyId, who.companyId), eq(checklists.isTemplate, true)));
  if (!template) throw new AppError('FORM_CHECKLIST_TEMPLATE_UNKNOWN', { fields: { templateId: 'FORM_CHECKLIST_TEMPLATE_UNKNOWN' } });
  const items = await ctx.db
    .select({ content: checklistItems.content })
    .from(checklistItems)
    .where(eq(checklistItems.checklistId, template.id))
    .orderBy(asc(checklistItems.order), asc(checklistItems.id));
  return createChecklist(
    ctx,
    { actor, companyId: who.companyId, role: who.role },
    {
      title: checklistTitle(row.title, row.clientName),
      adAccountId: null,
      items: items.map((i) => i.content),
      refreshInterval: template.refreshInterval,
      refreshSettings: template.refreshSettings,
      checklistType: template.checklistType,
      isTemplate: false,
      deadline: null,
    },
  );
}
