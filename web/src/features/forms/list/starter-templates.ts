/**
 * The starter templates "Nieuw formulier" offers: the ids, kinds and Dutch titles of
 * common/forms/starter-templates.ts (manage helper), without their schemas (the server copies the
 * schema on POST /api/forms with `template`). The one place to change when that list changes.
 */
import type { FormKind } from '../../../../../common/forms/form-schema';
import type { StarterTemplateId } from './api/types';

export interface StarterTemplateOption {
  id: StarterTemplateId;
  kind: FormKind;
  /** The key of its title and line in forms.json `create.templates.*`. */
  textKey: 'intake' | 'monthlyCheckIn' | 'campaignBrief';
}

export const starterTemplateOptions: readonly StarterTemplateOption[] = [
  { id: 'intake', kind: 'form', textKey: 'intake' },
  { id: 'monthly_check_in', kind: 'form', textKey: 'monthlyCheckIn' },
  { id: 'campaign_brief', kind: 'ad_brief', textKey: 'campaignBrief' },
];

/** The templates that fit a kind (an ad brief starts from the campaign brief or empty). */
export function templatesOfKind(kind: FormKind): StarterTemplateOption[] {
  return starterTemplateOptions.filter((template) => template.kind === kind);
}
