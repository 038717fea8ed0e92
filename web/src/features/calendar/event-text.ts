/** How the calendar writes times in the user's zone ("ma 30 mrt 09:00 – 10:00"), without a date library. */
const formats = new Map<string, Intl.DateTimeFormat>();

function format(timeZone: string, options: Intl.DateTimeFormatOptions, language: string): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'nl-NL', { timeZone, ...options });
    formats.set(key, f);
  }
  return f;
}

const day: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' };
const time: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** "ma 30 mrt 2026 09:00 – 10:00", across days "… 09:00 – di 31 mrt 2026 10:00"; all day: the dates only (end exclusive). */
export function timeRangeText(start: string, end: string, allDay: boolean, timeZone: string, language = 'nl'): string {
  const s = new Date(start);
  const e = new Date(end);
  const dayOf = (d: Date) => format(timeZone, day, language).format(d);
  if (allDay) {
    const last = new Date(e.getTime() - 1);
    const first = dayOf(s);
    const final = dayOf(last);
    return first === final ? first : `${first} – ${final}`;
  }
  const timeOf = (d: Date) => format(timeZone, time, language).format(d);
  return dayOf(s) === dayOf(e) ? `${dayOf(s)} ${timeOf(s)} – ${timeOf(e)}` : `${dayOf(s)} ${timeOf(s)} – ${dayOf(e)} ${timeOf(e)}`;
}

/** "30 mrt 2026" of an instant in the zone. */
export function dateText(iso: string, timeZone: string, language = 'nl'): string {
  return format(timeZone, { day: 'numeric', month: 'short', year: 'numeric' }, language).format(new Date(iso));
}
