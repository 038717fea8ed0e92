/** Matrix rows of the active company: its member list (the team), managing members and its invitations (admins). */
import { uniqueEmail } from '../../factories.js';
import { adminObject, adminOnly, teamOnly } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { invitation, member } from '../targets/people.js';

export const companyRows: RouteTable = {
  'GET /api/company/members': row({ expect: teamOnly(200) }),
  'PATCH /api/company/members/:userId': row({
    target: member,
    request: ({ t }) => ({ params: { userId: t.id }, body: { role: 'marketeer' } }),
    expect: adminObject(200),
  }),
  'DELETE /api/company/members/:userId': row({
    target: member,
    fresh: true,
    request: ({ t }) => ({ params: { userId: t.id } }),
    expect: adminObject(204),
  }),
  'GET /api/company/invitations': row({ expect: adminOnly(200) }),
  'POST /api/company/invitations': row({ request: () => ({ body: { email: uniqueEmail('uitnodiging'), role: 'marketeer' } }), expect: adminOnly(201) }),
  'DELETE /api/company/invitations/:id': row({
    target: invitation,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id } }),
    expect: adminObject(204),
  }),
};
