/**
 * How a checklist's schedule and deadline read: the refresh chip ('Dagelijks 09:00', 'Wekelijks ma
 * 09:00', 'Maandelijks dag 1 09:00'; the words come from the locale), a deadline's state (past:
 * red, within a day: orange) and a deadline typed as a wall-clock time in Europe/Amsterdam (the
 * zone the refresh times use too) as the API's ISO instant, and back.
 */
import { checklistTimeZone, type RefreshInterval, type RefreshSettings } from '../../../../common/checklist-constants';
import { instantOf, wallClockAt } from '../../../../common/rules/checklist-refresh';

export type RefreshLabel = { key: 'daily'; time: string } | { key: 'weekly'; time: string; weekday: number } | { key: 'monthly'; time: string; day: number };

/** The refresh chip's parts; null for 'never' (no chip). */
export function refreshLabel(interval: RefreshInterval, settings: Pick<RefreshSettings, 'time' | 'weekday' | 'dayOfMonth'>): RefreshLabel | null {
  switch (interval) {
    case 'daily':
      return { key: 'daily', time: settings.time };
    case 'weekly':
      return { key: 'weekly', time: settings.time, weekday: settings.weekday };
    case 'monthly':
      return { key: 'monthly', time: settings.time, day: settings.dayOfMonth };
    default:
      return null;
  }
}

export type DeadlineState = 'past' | 'soon' | 'later';

const soonMs = 24 * 60 * 60_000;

/** A deadline's urgency; a finished checklist's deadline is never 'past' (it was met or no longer matters). */
export function deadlineState(deadline: string, now: Date, isCompleted: boolean): DeadlineState {
  const left = Date.parse(deadline) - now.getTime();
  if (isCompleted) return 'later';
  if (left < 0) return 'past';
  return left <= soonMs ? 'soon' : 'later';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the value of an `<input type="datetime-local">` in Europe/Amsterdam. */
export function deadlineInputValue(iso: string | null): string {
  if (!iso) return '';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  const w = wallClockAt(instant, checklistTimeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/**
 * A datetime-local value read as Europe/Amsterdam wall-clock time → ISO instant ('' → null).
 * Something unreadable is passed on as typed, so the server's CHECKLIST_DEADLINE_INVALID shows.
 */
export function deadlineFromInput(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(trimmed);
  if (!match) return trimmed;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return instantOf({ year, month, day, hour, minute }, checklistTimeZone).toISOString();
}

/** Progress as a whole percentage (0 without items). */
export function percentDone(doneCount: number, itemCount: number): number {
  return itemCount === 0 ? 0 : Math.round((doneCount / itemCount) * 100);
}
