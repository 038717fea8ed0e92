/**
 * Matrix rows of the developer-only routes: the mail outbox (DEV_MAIL) and the browser tests'
 * hooks (TEST_HOOKS), neither ever on in production. Answered to any local request, signed in or
 * not, and 404 when the Host names another site (DNS rebinding).
 */
import { everyone } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { captcha, outboxMail } from '../targets/people.js';

export const developerRows: RouteTable = {
  'GET /api/dev/mail': row({ localOnly: true, expect: everyone(200) }),
  'GET /dev/mail': row({ localOnly: true, expect: everyone(200) }),
  'GET /dev/mail/:id': row({ localOnly: true, target: outboxMail, request: ({ t }) => ({ params: { id: t.id } }), expect: everyone(200) }),
  'GET /api/test/captcha/:id': row({ localOnly: true, target: captcha, request: ({ t }) => ({ params: { id: t.id } }), expect: everyone(200) }),
  'POST /api/test/notifications': row({
    localOnly: true,
    request: ({ me }) => ({ body: { recipientEmail: me.email, type: 'notitie', title: 'Testmelding' } }),
    expect: everyone(201),
  }),
  // A moment long past: nothing is due, so the job changes no other test's checklists.
  'POST /api/test/checklists/jobs': row({ localOnly: true, request: () => ({ body: { now: '2001-01-01T00:00:00Z' } }), expect: everyone(200) }),
  'POST /api/test/calendar/reminders': row({ localOnly: true, request: () => ({ body: { now: '2001-01-01T00:00:00Z' } }), expect: everyone(200) }),
};
