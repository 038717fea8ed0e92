/**
 * "Laatst actief" labels in the inbox's style (spec section 2): Net nu under a minute, then
 * minutes, hours under 24, Gisteren, days under 7, then the date.
 */
export type RelativeTime = { unit: 'justNow' } | { unit: 'minutes' | 'hours' | 'days'; count: number } | { unit: 'yesterday' } | { unit: 'date' };

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
const dayMs = 24 * hourMs;

export function relativeTime(date: Date, now: Date): RelativeTime {
  const elapsed = now.getTime() - date.getTime();
  if (elapsed < minuteMs) return { unit: 'justNow' };
  if (elapsed < hourMs) return { unit: 'minutes', count: Math.floor(elapsed / minuteMs) };
  if (elapsed < dayMs) return { unit: 'hours', count: Math.floor(elapsed / hourMs) };
  const days = Math.floor(elapsed / dayMs);
  if (days === 1) return { unit: 'yesterday' };
  if (days < 7) return { unit: 'days', count: days };
  return { unit: 'date' };
}
