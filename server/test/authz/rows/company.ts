/** Matrix rows of the active company: its member list (the team) and its invitations (admins). */
import { uniqueEmail } from '../../factories.js';
import { adminObject, adminOnly, teamOnly } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { invitation } from '../targets/people.js';

export const companyRows: RouteTable = {
  'GET /api/company/members': row({ expect: teamOnly(200) }),
  'GET /api/company/invitations': row({ expect: adminOnly(200) }),
  'POST /api/company/invitations': row({ request: () => ({ body: { email: uniqueEmail('uitnodiging'), role: 'marketeer' } }), expect: adminOnly(201) }),
  'DELETE /api/company/invitations/:id': row({
    target: invitation,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id } }),
    expect: adminObject(204),
  }),
};
