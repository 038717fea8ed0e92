/**
 * The text values the forms keep ('09:00', '2025-05-01T09:00' — what `<input type="time">` and
 * `datetime-local` used to give) and the values of React Aria's TimeField and DateField, which show
 * them in 24-hour time whatever the browser's locale (issue 18, defect 9).
 */
import { type CalendarDateTime, parseDateTime, parseTime, type Time } from '@internationalized/date';

const pad = (n: number) => String(n).padStart(2, '0');

/** '09:00' → Time; '' or something unreadable → null. */
export function timeValueOf(text: string): Time | null {
  if (!/^\d{2}:\d{2}$/.test(text.trim())) return null;
  try {
    return parseTime(text.trim());
  } catch {
    return null;
  }
}

/** Time → '09:00' (null → ''). */
export function timeTextOf(value: Pick<Time, 'hour' | 'minute'> | null): string {
  return value ? `${pad(value.hour)}:${pad(value.minute)}` : '';
}

/** '2025-05-01T09:00' → CalendarDateTime; '' or something unreadable → null. */
export function dateTimeValueOf(text: string): CalendarDateTime | null {
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})/.exec(text.trim());
  if (!match) return null;
  try {
    return parseDateTime(match[1]!);
  } catch {
    return null;
  }
}

/** CalendarDateTime → '2025-05-01T09:00' (null → ''). */
export function dateTimeTextOf(value: Pick<CalendarDateTime, 'year' | 'month' | 'day' | 'hour' | 'minute'> | null): string {
  return value ? `${String(value.year).padStart(4, '0')}-${pad(value.month)}-${pad(value.day)}T${pad(value.hour)}:${pad(value.minute)}` : '';
}

/** The locale the date and time fields use: the app's language, never the browser's. */
export function fieldLocale(language: string): string {
  return language === 'en' ? 'en-GB' : 'nl-NL';
}
