import { describe, expect, it } from 'vitest';
import { checkFormSchema, fieldsOf, formSchema } from './form-schema.js';
import { starterTemplateIds, starterTemplates } from './starter-templates.js';

describe('the starter templates', () => {
  it.each(starterTemplateIds)('%s is a valid form schema with unique ids and sound conditions', (id) => {
    const template = starterTemplates[id];
    expect(template.id).toBe(id);
    const parsed = formSchema.safeParse(template.schema);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(checkFormSchema(parsed.data!)).toEqual({});
    expect(fieldsOf(parsed.data!).length).toBeGreaterThan(3);
  });

  it('are the three Dutch templates the issue names, the briefing an ad brief with the typed ad fields', () => {
    expect(starterTemplateIds.map((id) => starterTemplates[id].title)).toEqual(['Intake nieuwe klant', 'Maandelijkse check-in', 'Campagnebriefing']);
    const brief = starterTemplates.campaign_brief;
    expect(brief.kind).toBe('ad_brief');
    const types = fieldsOf(brief.schema).map((f) => f.type);
    for (const type of [
      'ad_objective',
      'ad_budget',
      'ad_schedule',
      'ad_locations',
      'ad_audience',
      'ad_placements',
      'ad_text',
      'ad_call_to_action',
      'ad_landing_url',
      'ad_creatives',
    ])
      expect(types).toContain(type);
    expect(starterTemplates.intake.kind).toBe('form');
  });
});
