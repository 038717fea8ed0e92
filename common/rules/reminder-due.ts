/**
 * When an event reminder is due, and whether a late one (the app was down) is still sent: from the
 * due time until a minute after the occurrence starts; after that a past occurrence is never reminded.
 */

/** The longest reminder: 28 days before. */
export const reminderMinutesMax = 40_320;
/** How long after the occurrence's start a late reminder is still sent. */
export const reminderGraceMs = 60_000;

/** `minutesBefore` kept within 0..reminderMinutesMax (whole minutes). */
const clampMinutes = (minutes: number) => (Number.isFinite(minutes) ? Math.min(reminderMinutesMax, Math.max(0, Math.trunc(minutes))) : 0);

/** The moment the reminder is due: `minutesBefore` (0..reminderMinutesMax) before the occurrence starts. */
export function reminderDueAt(occurrenceStart: Date, minutesBefore: number): Date {
  return new Date(occurrenceStart.getTime() - clampMinutes(minutesBefore) * 60_000);
}

/** 'wait' before the due time; 'send' from the due time until (not including) the start + grace; 'skip' from then on. */
export function reminderDecision(now: Date, occurrenceStart: Date, minutesBefore: number): 'wait' | 'send' | 'skip' {
  const t = now.getTime();
  if (t < reminderDueAt(occurrenceStart, minutesBefore).getTime()) return 'wait';
  return t < occurrenceStart.getTime() + reminderGraceMs ? 'send' : 'skip';
}
