/**
 * Matrix rows of a user's calendar settings and ICS feed (issue 20): the settings and the feed's
 * address are each team member's own (clients 403; an admin of another company gets their own);
 * the feed itself is public, and a secret that opens nothing answers 404 to anyone.
 */
import { everyone, refused, teamOnly } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';

const unknownSecret = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';

export const calendarSettingsRows: RouteTable = {
  'GET /api/calendar/settings': row({ expect: teamOnly(200) }),
  'PUT /api/calendar/settings': row({
    request: () => ({ body: { timeZone: 'Europe/Amsterdam', workDays: [1, 2, 3, 4], workStart: '08:30', workEnd: '16:30' } }),
    expect: teamOnly(200),
  }),
  'POST /api/calendar/feed': row({ expect: teamOnly(200) }),
  'DELETE /api/calendar/feed': row({ expect: teamOnly(204) }),
  'GET /api/calendar/feed/:token': row({ request: () => ({ params: { token: unknownSecret } }), expect: everyone(refused(404, 'CALENDAR_FEED_UNKNOWN')) }),
};
