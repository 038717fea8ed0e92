/**
 * While the calendar is open, a colleague's change (or a client's answer in the portal) loads its
 * ranges and the open event again; so does a change of the user's own settings in another tab.
 */
import { channelName } from '../../../lib/realtime/protocol';
import { useLiveRefetch } from '../../../lib/realtime/use-live-refetch';
import { calendarKey } from '../api/keys';

const calendarEvents = new Set(['calendar.changed', 'calendar.settings.changed']);

export function useLiveCalendar(companyId: string | null): void {
  useLiveRefetch(companyId ? channelName('company', companyId) : null, calendarEvents, calendarKey(companyId));
}
