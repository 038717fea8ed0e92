import { defaultTimeZone } from '../../../../common/user-profile';

export interface TimeZoneOption {
  id: string;
  /** "Europe/Amsterdam" → "Europe / Amsterdam", with the offset now: "(UTC+01:00)". */
  label: string;
}

/** The zones the browser knows (Intl), the default first when it is missing from the list. */
export function supportedTimeZones(): string[] {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes(defaultTimeZone) ? zones : [defaultTimeZone, ...zones];
}

/** "UTC+01:00" for a zone at `at` (UTC itself is "UTC+00:00"). */
export function utcOffsetLabel(zone: string, at: Date): string {
  try {
    const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName');
    const offset = part?.value.replace('GMT', '') ?? '';
    return `UTC${offset === '' ? '+00:00' : offset}`;
  } catch {
    return 'UTC';
  }
}

/** Options for the time-zone select, in the list's order, labelled with their current offset. */
export function timeZoneOptions(zones: readonly string[], at: Date): TimeZoneOption[] {
  return zones.map((id) => ({ id, label: `${id.replaceAll('_', ' ').replaceAll('/', ' / ')} (${utcOffsetLabel(id, at)})` }));
}
