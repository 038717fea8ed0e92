import { useTranslation } from 'react-i18next';
import { defaultTimeZone } from '../../../../../common/rules/calendar-time';
import { dateTimeFormat } from '../../../lib/use-time-text';

/** A deadline as the Netherlands reads it, whatever the browser's zone: "3 dec 2026, 17:00". */
export function useDeadlineText() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'nl-NL';
  const format = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: defaultTimeZone });
  return (iso: string) => format.format(new Date(iso));
}
