/**
 * An answer as read-only text (the submitted form, the marketeer's view): Dutch numbers, amounts
 * and dates, option labels instead of values, the ad fields' parts. Pure; unit-tested.
 */
import { type FormAnswerValue, type FormField } from '../../../../../common/forms/form-schema';
import type { AnswerT } from './answer-error-text';
import { formatCents, formatNumber } from './amount';
import { objectOf } from './field-types';
import { landingUrlWithUtm } from '../ad-brief/utm';

export function formatDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(y, m - 1, d));
}

function optionLabel(field: FormField, value: string): string {
  if ('options' in field) return field.options.find((option) => option.value === value)?.label ?? value;
  return value;
}

/** The answer as text, or null when nothing was answered. File fields answer null (their files are listed apart). */
export function answerText(field: FormField, value: FormAnswerValue | undefined, t: AnswerT): string | null {
  if (value === undefined || value === null || value === '') return null;
  switch (field.type) {
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'amount':
      return typeof value === 'number' ? `€ ${formatCents(value)}` : String(value);
    case 'date':
      return typeof value === 'string' ? formatDate(value) : null;
    case 'single_choice':
    case 'dropdown':
      return optionLabel(field, String(value));
    case 'multiple_choice':
      return Array.isArray(value) && value.length > 0 ? value.map((item) => optionLabel(field, String(item))).join(', ') : null;
    case 'consent':
      return value === true ? t('summary.yes') : t('summary.no');
    case 'rating':
      return typeof value === 'number' ? t('renderer.ratingValue', { value, scale: field.scale }) : null;
    case 'file':
    case 'ad_creatives':
    case 'content':
      return null;
    case 'ad_objective':
      return t(`ad.objectives.${String(value)}`, { defaultValue: String(value) });
    case 'ad_call_to_action':
      return t(`ad.cta.${String(value)}`, { defaultValue: String(value) });
    case 'ad_placements':
      return Array.isArray(value) && value.length > 0
        ? value.map((item) => t(`ad.placements.${String(item)}`, { defaultValue: String(item) })).join(', ')
        : null;
    case 'ad_locations':
      return Array.isArray(value) && value.length > 0 ? value.join(' · ') : null;
    case 'ad_budget': {
      const budget = objectOf(value);
      if (typeof budget.cents !== 'number') return null;
      return t(budget.kind === 'lifetime' ? 'summary.budgetLifetime' : 'summary.budgetDaily', { amount: formatCents(budget.cents) });
    }
    case 'ad_schedule': {
      const schedule = objectOf(value);
      if (typeof schedule.start !== 'string' || !schedule.start) return null;
      return typeof schedule.end === 'string' && schedule.end
        ? t('summary.scheduleRange', { start: formatDate(schedule.start), end: formatDate(schedule.end) })
        : t('summary.scheduleOpen', { start: formatDate(schedule.start) });
    }
    case 'ad_audience': {
      const audience = objectOf(value);
      const parts: string[] = [];
      if (typeof audience.ageMin === 'number' || typeof audience.ageMax === 'number')
        parts.push(t('summary.ages', { min: audience.ageMin ?? 18, max: audience.ageMax ?? 65 }));
      const genders = Array.isArray(audience.genders) ? audience.genders : typeof audience.genders === 'string' ? [audience.genders] : [];
      if (genders.length > 0) parts.push(genders.map((gender) => t(`ad.genders.${String(gender)}`, { defaultValue: String(gender) })).join(', '));
      const interests = Array.isArray(audience.interests) ? audience.interests.join(', ') : typeof audience.interests === 'string' ? audience.interests : '';
      if (interests.trim()) parts.push(t('summary.interests', { interests: interests.trim() }));
      return parts.length > 0 ? parts.join(' · ') : null;
    }
    case 'ad_landing_url': {
      const landing = objectOf(value);
      if (typeof landing.url !== 'string' || !landing.url) return null;
      return landingUrlWithUtm(landing.url, objectOf(landing.utm as FormAnswerValue) as Record<string, string>) ?? landing.url;
    }
    default:
      return typeof value === 'string' ? value : Array.isArray(value) ? value.join(', ') : JSON.stringify(value);
  }
}
