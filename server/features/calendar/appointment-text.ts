/** How an appointment's time reads in Dutch, in inbox items and mails (issue 20). */

/** "woensdag 4 maart 2026, 10:00–10:30" in the zone given. */
export function appointmentTimeText(start: Date, end: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('nl-NL', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(start);
  const clock = new Intl.DateTimeFormat('nl-NL', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return `${day}, ${clock.format(start)}–${clock.format(end)}`;
}
