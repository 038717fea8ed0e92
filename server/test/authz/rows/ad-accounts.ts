/**
 * Matrix rows of ad accounts and platform connections: the team's, clients 403 (forms: rows/forms.ts).
 * Deleting an account takes its notes along, so a marketeer may delete only an account whose
 * notes are all theirs; disconnecting a platform is for admins (issue 16, finding 4).
 */
import { randomInt } from 'node:crypto';
import { adminOnly, makerOrAdmin, refused, teamObject, teamOnly } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { account, accountWithNote } from '../targets/work.js';

export const adAccountRows: RouteTable = {
  'GET /api/accounts': row({ expect: teamOnly(200) }),
  'GET /api/accounts/:platform/:accountId': row({
    target: account,
    request: ({ t }) => ({ params: { platform: t.platform, accountId: t.accountId } }),
    expect: teamObject(200),
  }),
  'POST /api/accounts': row({
    request: () => ({ body: { platform: 'facebook', accountId: String(randomInt(1e9, 9e9)), name: 'Nieuw account' } }),
    expect: teamOnly(201),
  }),
  'PATCH /api/accounts/:id': row({
    target: account,
    request: ({ t }) => ({ params: { id: t.id }, body: { clientName: 'Klant BV' } }),
    expect: teamObject(200),
  }),
  // own: an account whose only note is the actor's; colleague: one with a colleague's note.
  'DELETE /api/accounts/:id': row({
    target: accountWithNote,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id } }),
    expect: { ...makerOrAdmin(204), marketeer: { own: 204, colleague: refused(403, 'ACCOUNT_HAS_FOREIGN_NOTES'), foreign: 404 } },
  }),
  'PUT /api/accounts/:id/assignees': row({
    target: account,
    request: ({ t }) => ({ params: { id: t.id }, body: { userIds: [] } }),
    expect: teamObject(200),
  }),
  'POST /api/accounts/sync': row({ request: () => ({ body: { force: false } }), expect: teamOnly(200) }),
  'GET /api/integrations/ad-platforms': row({ expect: teamOnly(200) }),
  // Without the platform configured (and without the flow's cookie) both answer a redirect to Settings.
  'GET /api/integrations/:platform/connect': row({ request: () => ({ params: { platform: 'facebook' } }), expect: teamOnly(302) }),
  'GET /api/integrations/:platform/callback': row({
    request: () => ({ params: { platform: 'facebook' }, query: { code: 'x', state: 'y' } }),
    expect: teamOnly(302),
  }),
  'DELETE /api/integrations/:platform': row({ request: () => ({ params: { platform: 'facebook' } }), expect: adminOnly(204) }),
};
