import { useTranslation } from 'react-i18next';
import { relativeTime } from '../../../common/rules/relative-time';

/**
 * One formatter per locale and options for the whole app: creating an Intl.DateTimeFormat costs
 * far more than formatting with it (a list of 500 rows made thousands of them per render).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * A word label placed inside a sentence ("Afgevinkt door Eva, net nu"): lower-case, since only the
 * standalone label starts with a capital (the spec's 'Net nu', 'Gisteren').
 */
export function inSentence(label: string, locale: string): string {
  return label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
}

/** Dates in nl-NL: "5 minuten geleden" and "21 nov 2025, 13:05". */
export function useTimeText() {
  const { t, i18n } = useTranslation('common');
  const locale = i18n.language === 'en' ? 'en-GB' : 'nl-NL';
  const absoluteFormat = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const dateFormat = dateTimeFormat(locale, { dateStyle: 'long' });

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
  /** The relative label for use inside a sentence: "… door Eva, net nu", "Opgelost: gisteren". */
  const relativeInSentence = (iso: string, now = new Date()) => {
    const label = relativeTime(new Date(iso), now);
    return label.unit === 'justNow' || label.unit === 'yesterday' ? inSentence(relative(iso, now), locale) : relative(iso, now);
  };
  return { absolute, date, relative, relativeInSentence };
}
