/**
 * Matrix rows of global search (/api/search). The search names the checklists' titles, so the
 * leak check sees that a marketeer never finds a colleague's checklist not shared with them nor
 * another company's (the answer is 200 for every member of the team, with what they may read).
 */
import { teamOnly } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { checklist } from '../targets/work.js';

export const searchRows: RouteTable = {
  'GET /api/search': row({ target: checklist, request: () => ({ query: { q: 'Checklist van' } }), expect: teamOnly(200) }),
};
