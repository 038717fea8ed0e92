import { useTranslation } from 'react-i18next';
import { checklistTimeZone } from '../../../../../common/checklist-constants';
import { dateTimeFormat } from '../../../lib/use-time-text';

export interface ChecklistTime {
  short(iso: string): string;
  long(iso: string): string;
  /** The year only when the period is not (wholly) in this year. */
  period(start: string, end: string): string;
}

/**
 * Dates of checklists in Europe/Amsterdam (the zone of their schedule and deadlines), in nl-NL:
 * short 'ma 12 mei 17:00', long 'maandag 12 mei 2025 om 17:00', and a period '12 mei 09:00 – 13 mei 09:00'
 * (with the year when it is not this year). The formats are made once per language.
 */
export function checklistTime(language: string): ChecklistTime {
  const locale = language === 'en' ? 'en-GB' : 'nl-NL';
  const short = dateTimeFormat(locale, { timeZone: checklistTimeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const long = dateTimeFormat(locale, { timeZone: checklistTimeZone, dateStyle: 'full', timeStyle: 'short' });
  const range = dateTimeFormat(locale, { timeZone: checklistTimeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const rangeWithYear = dateTimeFormat(locale, {
    timeZone: checklistTimeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return {
    short: (iso) => short.format(new Date(iso)),
    long: (iso) => long.format(new Date(iso)),
    period: (start, end) => {
      const [from, to] = [new Date(start), new Date(end)];
      const thisYear = new Date().getFullYear();
      const format = from.getFullYear() === thisYear && to.getFullYear() === thisYear ? range : rangeWithYear;
      return format.formatRange(from, to);
    },
  };
}

export function useChecklistTime(): ChecklistTime {
  const { i18n } = useTranslation();
  return checklistTime(i18n.language);
}
