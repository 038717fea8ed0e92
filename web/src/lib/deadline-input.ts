/**
 * A deadline typed in the time input (`yyyy-MM-ddTHH:mm`) is on Amsterdam's wall clock: these turn
 * it into an instant and back (a form send's deadline, a creative's due date).
 */
import { defaultTimeZone, utcToZoned, zonedToUtc } from '../../../common/rules/calendar-time';

const pad = (n: number) => String(n).padStart(2, '0');

/** The `yyyy-MM-ddTHH:mm` the time input shows for an instant, on Amsterdam's wall clock. */
export function deadlineInputOf(iso: string | null, timeZone = defaultTimeZone): string {
  if (!iso) return '';
  const local = utcToZoned(new Date(iso), timeZone);
  return `${local.year}-${pad(local.month)}-${pad(local.day)}T${pad(local.hour)}:${pad(local.minute)}`;
}

/** The instant (ISO) of a `yyyy-MM-ddTHH:mm` on Amsterdam's wall clock; null for an empty or malformed text. */
export function deadlineIsoOf(text: string, timeZone = defaultTimeZone): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  return zonedToUtc({ year, month, day, hour, minute }, timeZone).toISOString();
}

/** Whether a deadline text names a moment in the future (a past deadline is refused before sending). */
export function isFutureDeadline(text: string, now: Date): boolean {
  const iso = deadlineIsoOf(text);
  return iso !== null && new Date(iso).getTime() > now.getTime();
}
