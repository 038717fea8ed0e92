/**
 * Matrix rows of clients (issue 19): the team manages the company's clients (/api/clients, admins
 * delete); a client user reads only the clients they are linked to (/api/portal: another client of
 * the same agency or another agency's answers 404); the agency's branding is read by the team and
 * changed by admins.
 */
import sharp from 'sharp';
import { adminObject, adminOnly, everyone, teamObject, teamOnly, type Expectations } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { client, clientAndAccount, clientContact, clientWithAccount, portalClient } from '../targets/clients.js';
import { uniqueEmail } from '../../factories.js';

/** The portal is for client users: the team (and an outsider, who is an admin elsewhere) get 403. */
const portalOnly = (own: number, others: number): Expectations => ({
  anonymous: 401,
  client: { own, colleague: others, foreign: others },
  marketeer: 403,
  admin: 403,
  otherCompany: 403,
});

const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1d4ed8' } })
  .png()
  .toBuffer();

export const clientRows: RouteTable = {
  'GET /api/clients': row({ target: client, expect: teamOnly(200) }),
  'GET /api/clients/options': row({ target: client, expect: teamOnly(200) }),
  'POST /api/clients': row({ request: () => ({ body: { name: `Nieuwe klant ${uniqueEmail('k')}` } }), expect: teamOnly(201) }),
  'GET /api/clients/:id': row({ target: client, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  'PATCH /api/clients/:id': row({ target: client, request: ({ t }) => ({ params: { id: t.id }, body: { notes: 'Bijgewerkt' } }), expect: teamObject(200) }),
  'PUT /api/clients/:id/status': row({ target: client, request: ({ t }) => ({ params: { id: t.id }, body: { status: 'active' } }), expect: teamObject(200) }),
  'DELETE /api/clients/:id': row({
    target: client,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id }, body: { confirmName: t.name } }),
    expect: adminObject(204),
  }),
  'GET /api/clients/:id/activity': row({ target: client, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  'GET /api/clients/:id/portal-preview': row({ target: client, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  'GET /api/clients/:id/linkable-accounts': row({ target: client, request: ({ t }) => ({ params: { id: t.id } }), expect: teamObject(200) }),
  'POST /api/clients/:id/contacts': row({
    target: client,
    request: ({ t }) => ({ params: { id: t.id }, body: { name: 'Jan Jansen' } }),
    expect: teamObject(201),
  }),
  'PATCH /api/clients/:id/contacts/:contactId': row({
    target: clientContact,
    request: ({ t }) => ({ params: { id: t.id, contactId: t.contactId }, body: { jobTitle: 'Inkoper' } }),
    expect: teamObject(200),
  }),
  'DELETE /api/clients/:id/contacts/:contactId': row({
    target: clientContact,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id, contactId: t.contactId } }),
    expect: teamObject(204),
  }),
  'POST /api/clients/:id/contacts/:contactId/invite': row({
    target: clientContact,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id, contactId: t.contactId } }),
    expect: teamObject(200),
  }),
  'PUT /api/clients/:id/accounts/:accountId': row({
    target: clientAndAccount,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id, accountId: t.accountId } }),
    expect: teamObject(204),
  }),
  'DELETE /api/clients/:id/accounts/:accountId': row({
    target: clientWithAccount,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id, accountId: t.accountId } }),
    expect: teamObject(204),
  }),
  'GET /api/portal/me': row({ target: portalClient, expect: portalOnly(200, 200) }),
  'GET /api/portal/clients/:clientId/overview': row({
    target: portalClient,
    request: ({ t }) => ({ params: { clientId: t.id } }),
    expect: portalOnly(200, 404),
  }),
  // No logo uploaded: unknown to everyone alike (the route is public, for mails).
  'GET /api/portal/logo/:companyId': row({ request: ({ me }) => ({ params: { companyId: me.company.id } }), expect: everyone(404) }),
  'GET /api/company/branding': row({ expect: teamOnly(200) }),
  'PATCH /api/company/branding': row({ request: () => ({ body: { brandColor: '#1d4ed8' } }), expect: adminOnly(200) }),
  'PUT /api/company/logo': row({ request: () => ({ body: png, headers: { 'content-type': 'image/png' } }), expect: adminOnly(200) }),
  'DELETE /api/company/logo': row({ expect: adminOnly(200) }),
};
