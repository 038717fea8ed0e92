/**
 * The starter templates "Nieuw formulier" offers, derived from common/forms/starter-templates.ts
 * (the list the server copies from on POST /api/forms with `template`): a template added there is
 * offered here without a change of this file. Their titles and lines come from forms.json
 * `create.templates.<id>` when it has them, else the template's own Dutch title and description.
 */
import type { FormKind } from '../../../../../common/forms/form-schema';
import { type StarterTemplateId, starterTemplateIds, starterTemplates } from '../../../../../common/forms/starter-templates';

export interface StarterTemplateOption {
  id: StarterTemplateId;
  kind: FormKind;
  /** The template's own Dutch title and description: the texts of an id forms.json does not name. */
  title: string;
  description: string;
}

export const starterTemplateOptions: readonly StarterTemplateOption[] = starterTemplateIds.map((id) => {
  const { kind, title, description } = starterTemplates[id];
  return { id, kind, title, description };
});

/** The templates that fit a kind (an ad brief starts from the campaign brief or empty). */
export function templatesOfKind(kind: FormKind): StarterTemplateOption[] {
  return starterTemplateOptions.filter((template) => template.kind === kind);
}

/** A template's texts in the locale (forms.json `create.templates`, keyed by id), or its own. */
export function templateTexts(
  option: StarterTemplateOption,
  localeTexts: Partial<Record<string, { title?: string; hint?: string }>>,
): { title: string; hint: string } {
  const texts = localeTexts[option.id];
  return { title: texts?.title ?? option.title, hint: texts?.hint ?? option.description };
}
