/**
 * Dates of the portal's Agenda in the browser's own zone, with date-fns in the portal's language
 * (Dutch: "woensdag 4 maart 2026", "10:00–10:30"); today and tomorrow are named.
 */
import { format, isToday, isTomorrow } from 'date-fns';
import { enGB, nl } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';

export function useAgendaDates() {
  const { t, i18n } = useTranslation('portal');
  const locale = i18n.language === 'en' ? enGB : nl;
  const clock = (iso: string) => format(new Date(iso), 'HH:mm', { locale });
  const longDay = (date: Date) => format(date, 'EEEE d MMMM yyyy', { locale });

  return {
    /** A day's heading: "Vandaag · woensdag 4 maart 2026". */
    dayHeading: (date: Date) => {
      const day = longDay(date);
      if (isToday(date)) return t('agenda.today', { day });
      if (isTomorrow(date)) return t('agenda.tomorrow', { day });
      return day.charAt(0).toLocaleUpperCase() + day.slice(1);
    },
    /** A day in the request's day list: "wo 4 mrt". */
    shortDay: (date: Date) => {
      const day = format(date, 'EEEEEE d MMM', { locale });
      if (isToday(date)) return t('agenda.todayShort', { day });
      if (isTomorrow(date)) return t('agenda.tomorrowShort', { day });
      return day;
    },
    longDay,
    clock,
    /** "10:00–10:30", or "Hele dag". */
    timeRange: (appointment: { start: string; end: string; allDay: boolean }) =>
      appointment.allDay ? t('agenda.allDay') : `${clock(appointment.start)}–${clock(appointment.end)}`,
  };
}
