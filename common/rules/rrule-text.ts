/**
 * A recurrence rule as stored: the RRULE value of RFC 5545 for exactly the subset the calendar uses
 * (common/rules/recurrence.ts), written and read back. A value outside that subset reads as null.
 */
import { dayNumberOfKey } from './calendar-time.js';
import { recurrenceFreqs, type RecurrenceRule } from './recurrence.js';

const rruleDays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** The rule as an RRULE value: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;UNTIL=20270131' (BYDAY for weekly rules with days only). */
export function toRRule(rule: RecurrenceRule): string {
  const parts = [`FREQ=${rule.freq.toUpperCase()}`, `INTERVAL=${rule.interval}`];
  if (rule.freq === 'weekly' && rule.byWeekday.length > 0) parts.push(`BYDAY=${rule.byWeekday.map((d) => rruleDays[d - 1]).join(',')}`);
  if (rule.until !== null) parts.push(`UNTIL=${rule.until.replaceAll('-', '')}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  return parts.join(';');
}

/** An RRULE value of exactly the subset toRRule writes (INTERVAL may be left out: 1), or null. */
export function parseRRule(text: string): RecurrenceRule | null {
  const fields = new Map<string, string>();
  for (const part of text.split(';')) {
    const match = /^(FREQ|INTERVAL|BYDAY|UNTIL|COUNT)=(.+)$/.exec(part);
    if (!match || fields.has(match[1]!)) return null;
    fields.set(match[1]!, match[2]!);
  }
  const freq = recurrenceFreqs.find((f) => f.toUpperCase() === fields.get('FREQ'));
  if (!freq) return null;

  const intervalText = fields.get('INTERVAL') ?? '1';
  if (!/^[1-9]\d?$/.test(intervalText)) return null;

  const byWeekday: number[] = [];
  const byDay = fields.get('BYDAY');
  if (byDay !== undefined) {
    if (freq !== 'weekly') return null;
    for (const code of byDay.split(',')) {
      const day = rruleDays.indexOf(code as (typeof rruleDays)[number]) + 1;
      if (day === 0 || byWeekday.includes(day)) return null;
      byWeekday.push(day);
    }
    byWeekday.sort((a, b) => a - b);
  }

  let until: string | null = null;
  const untilText = fields.get('UNTIL');
  if (untilText !== undefined) {
    const match = /^(\d{4})(\d{2})(\d{2})$/.exec(untilText);
    until = match ? `${match[1]}-${match[2]}-${match[3]}` : '';
    if (dayNumberOfKey(until) === null) return null;
  }

  let count: number | null = null;
  const countText = fields.get('COUNT');
  if (countText !== undefined) {
    if (!/^[1-9]\d{0,5}$/.test(countText)) return null;
    count = Number(countText);
  }
  if (until !== null && count !== null) return null;
  return { freq, interval: Number(intervalText), byWeekday, until, count };
}
