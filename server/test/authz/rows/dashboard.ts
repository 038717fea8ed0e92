/**
 * Matrix row of the dashboard's "Vandaag" cards (/api/dashboard/today): for every member of the
 * team (200, with what they may read), 403 for a client. The target is a checklist so the leak
 * check sees that a colleague's unshared checklist and another company's are never named.
 */
import { teamOnly } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { checklist } from '../targets/work.js';

export const dashboardRows: RouteTable = {
  'GET /api/dashboard/today': row({ target: checklist, expect: teamOnly(200) }),
};
