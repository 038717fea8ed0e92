import { useTranslation } from 'react-i18next';
import { checklistTimeZone } from '../../../../../common/checklist-constants';

/**
 * Dates of checklists in Europe/Amsterdam (the zone of their schedule and deadlines), in nl-NL:
 * short 'ma 12 mei 17:00', long 'maandag 12 mei 2025 om 17:00', and a period '12 mei 09:00 – 13 mei 09:00'
 * (with the year when it is not this year).
 */
export function useChecklistTime() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'nl-NL';
  const short = new Intl.DateTimeFormat(locale, { timeZone: checklistTimeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const long = new Intl.DateTimeFormat(locale, { timeZone: checklistTimeZone, dateStyle: 'full', timeStyle: 'short' });
  const range = new Intl.DateTimeFormat(locale, { timeZone: checklistTimeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  const rangeWithYear = new Intl.DateTimeFormat(locale, { timeZone: checklistTimeZone, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
  const thisYear = new Date().getFullYear();
  return {
    short: (iso: string) => short.format(new Date(iso)),
    long: (iso: string) => long.format(new Date(iso)),
    /** The year only when the period is not (wholly) in this year. */
    period: (start: string, end: string) => {
      const [from, to] = [new Date(start), new Date(end)];
      const format = from.getFullYear() === thisYear && to.getFullYear() === thisYear ? range : rangeWithYear;
      return format.formatRange(from, to);
    },
  };
}
