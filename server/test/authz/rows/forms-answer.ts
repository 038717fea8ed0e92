/**
 * Matrix rows of answering forms (issue 35): the portal's Formulieren (/api/portal/forms…) is for
 * client users only (the team, also the client's own account managers, gets 403); a client user
 * reaches only the sends of the clients they are linked to — another client of the same agency or
 * another agency's answers 404, like an unknown id. The team reads the same through "Bekijk als
 * klant" (/api/clients/:clientId/portal-preview/forms…). A form's public link is for anyone.
 */
import { randomUUID } from 'node:crypto';
import type { FormFieldInput } from '../../../../common/forms/form-schema.js';
import { clientContacts, clientManagers, clients } from '../../../db/schema/index.js';
import { createPublishedForm, sendForm } from '../../../features/forms/answer/test-fixture.js';
import { everyone, teamObject, type Expectations } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { isTeam, sameCompany, type Target } from '../target.js';
import type { Person, World } from '../world.js';

interface PortalFormTarget {
  clientId: string;
  formId: string;
  assignmentId: string;
}

const fields: FormFieldInput[][] = [[{ id: 'naam', label: 'Naam', type: 'short_text', required: true }]];

/** The portal is for client users: the team (and an outsider, an admin elsewhere) get 403. */
const portalOnly = (own: number, others: number): Expectations => ({
  anonymous: 401,
  client: { own, colleague: others, foreign: others },
  marketeer: 403,
  admin: 403,
  otherCompany: 403,
});

/** A client of the owner's company (linked to the owner when a client user) with an account manager, and a form sent to it. */
async function makePortalForm(w: World, owner: Person): Promise<PortalFormTarget> {
  const [client] = await w.db
    .insert(clients)
    .values({ companyId: owner.company.id, name: `Formulierklant van ${owner.label} ${randomUUID().slice(0, 8)}` })
    .returning({ id: clients.id });
  if (owner.role === 'client') {
    await w.db
      .insert(clientContacts)
      .values({ clientId: client!.id, companyId: owner.company.id, name: owner.label, email: owner.email, userId: owner.user.id });
  }
  const manager = await w.newPerson(owner.company, 'marketeer', `account manager of ${owner.label}`);
  await w.db.insert(clientManagers).values({ clientId: client!.id, userId: manager.user.id });
  const form = await createPublishedForm(w.db, { companyId: owner.company.id, ownerId: manager.user.id, fields });
  const assignmentId = await sendForm(w.db, form, client!.id, new Date(Date.now() + 3 * 86_400_000));
  return { clientId: client!.id, formId: form.id, assignmentId };
}

/** A client user reads it only when linked to the client; the company's team reads every one. */
const portalForm: Target<PortalFormTarget> = {
  name: 'portal form',
  ownership: 'personal',
  make: makePortalForm,
  ids: (t) => [t.assignmentId, t.clientId, t.formId],
  readableBy: (owner, viewer) => sameCompany(owner, viewer) && (isTeam(viewer) || (viewer.role === 'client' && owner.user.id === viewer.user.id)),
};

/** A published form with a public link: anyone holding the token may read and answer it. */
const publicForm: Target<{ token: string }> = {
  name: 'public form',
  ownership: 'unowned',
  async make(w, owner) {
    const form = await createPublishedForm(w.db, { companyId: owner.company.id, fields, publicLink: true });
    return { token: form.publicToken };
  },
};

export const formAnswerRows: RouteTable = {
  'GET /api/portal/forms': row({
    target: portalForm,
    request: ({ t }) => ({ query: { client: t.clientId } }),
    expect: portalOnly(200, 404),
  }),
  'GET /api/portal/forms/:assignmentId': row({
    target: portalForm,
    request: ({ t }) => ({ params: { assignmentId: t.assignmentId } }),
    expect: portalOnly(200, 404),
  }),
  'PUT /api/portal/forms/:assignmentId/draft': row({
    target: portalForm,
    fresh: true,
    request: ({ t }) => ({ params: { assignmentId: t.assignmentId }, body: { answers: { naam: 'Klaas' }, revision: null } }),
    expect: portalOnly(200, 404),
  }),
  'POST /api/portal/forms/:assignmentId/submit': row({
    target: portalForm,
    fresh: true,
    request: ({ t }) => ({ params: { assignmentId: t.assignmentId }, body: { answers: { naam: 'Klaas' }, revision: null } }),
    expect: portalOnly(200, 404),
  }),
  'GET /api/clients/:clientId/portal-preview/forms': row({
    target: portalForm,
    request: ({ t }) => ({ params: { clientId: t.clientId } }),
    // "Bekijk als klant": the company's team reads any client's forms; client users get 403.
    expect: teamObject(200),
  }),
  'GET /api/clients/:clientId/portal-preview/forms/:assignmentId': row({
    target: portalForm,
    request: ({ t }) => ({ params: { clientId: t.clientId, assignmentId: t.assignmentId } }),
    expect: teamObject(200),
  }),
  'GET /api/public/forms/:token': row({ target: publicForm, request: ({ t }) => ({ params: { token: t.token } }), expect: everyone(200) }),
  'POST /api/public/forms/:token/submit': row({
    target: publicForm,
    request: async ({ w, t }) => {
      const issued = await w.app.inject({ method: 'POST', url: '/api/auth/captcha', payload: { purpose: 'form' } });
      const captchaId = issued.json<{ captchaId: string }>().captchaId;
      const peek = await w.app.inject({ method: 'GET', url: `/api/test/captcha/${captchaId}` });
      return { params: { token: t.token }, body: { answers: { naam: 'Petra' }, captchaId, captchaCode: peek.json<{ code: string }>().code } };
    },
    expect: everyone(200),
  }),
  'POST /api/test/forms/deadline-reminders': row({ localOnly: true, request: () => ({ body: { now: '2001-01-01T00:00:00Z' } }), expect: everyone(200) }),
};
