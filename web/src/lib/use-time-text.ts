import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../../common/rules/relative-time';

/** Dates in nl-NL: "5 minuten geleden" and "21 nov 2025, 13:05". */
export function useTimeText() {
  const { t, i18n } = useTranslation('common');
  const locale = i18n.language === 'en' ? 'en-GB' : 'nl-NL';
  const absoluteFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });

  const absolute = (iso: string) => absoluteFormat.format(new Date(iso));
  const date = (iso: string) => dateFormat.format(new Date(iso));
  const relative = (iso: string, now = new Date(), old: (iso: string) => string = absolute) => {
    const label = relativeTime(new Date(iso), now);
    switch (label.unit) {
      case 'justNow':
        return t('time.justNow');
      case 'yesterday':
        return t('time.yesterday');
      case 'minutes':
        return t('time.minutes', { count: label.count });
      case 'hours':
        return t('time.hours', { count: label.count });
      case 'days':
        return t('time.days', { count: label.count });
      case 'date':
        return old(iso);
    }
  };
  return { absolute, date, relative };
}
