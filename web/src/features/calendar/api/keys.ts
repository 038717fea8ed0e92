/** The calendar's query keys: everything under ['calendar', companyId], so a live change refetches it all. */
import type { CalendarFilterKind } from '../../../../../common/calendar-constants';

export interface RangeRequest {
  from: string;
  to: string;
  clients: readonly string[];
  owners: readonly string[];
  kinds: readonly CalendarFilterKind[];
}

export function calendarKey(companyId: string | null) {
  return ['calendar', companyId] as const;
}

export function calendarRangeKey(companyId: string | null, range: RangeRequest) {
  return ['calendar', companyId, 'range', range] as const;
}

export function calendarEventKey(companyId: string | null, id: string, notificationId: string | null) {
  return ['calendar', companyId, 'event', id, notificationId] as const;
}

export function calendarSettingsKey(companyId: string | null) {
  return ['calendar', companyId, 'settings'] as const;
}
