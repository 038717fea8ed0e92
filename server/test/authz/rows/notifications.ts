/**
 * Matrix rows of the inbox (/api/notifications/*): personal, for every signed-in user whatever the
 * role. The batch calls take ids in the body: another user's ids change nothing (changed 0).
 */
import { answers, personalObject, signedIn } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { notification } from '../targets/people.js';

export const notificationRows: RouteTable = {
  'GET /api/notifications': row({ expect: signedIn(200) }),
  'GET /api/notifications/unread-count': row({ expect: signedIn(200) }),
  'GET /api/notifications/clients': row({ expect: signedIn(200) }),
  'GET /api/notifications/:id': row({
    target: notification,
    request: ({ t }) => ({ params: { id: t.id } }),
    expect: personalObject(200, 404),
  }),
  'POST /api/notifications/mark': row({
    target: notification,
    request: ({ t }) => ({ body: { ids: [t.id], isRead: true } }),
    expect: personalObject(answers({ changed: 1 }), answers({ changed: 0 })),
  }),
  'POST /api/notifications/mark-all-read': row({ expect: signedIn(200) }),
  'POST /api/notifications/delete': row({
    target: notification,
    fresh: true,
    request: ({ t }) => ({ body: { ids: [t.id] } }),
    expect: personalObject(answers({ changed: 1 }), answers({ changed: 0 })),
  }),
  'GET /api/notifications/preferences': row({ expect: signedIn(200) }),
  'PUT /api/notifications/preferences': row({ request: () => ({ body: { types: [], dailyDigest: false } }), expect: signedIn(200) }),
};
