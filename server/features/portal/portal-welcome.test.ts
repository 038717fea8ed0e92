/**
 * The portal in the agency's look and a client welcomed as a client (issue 34): the invitation mail
 * wears the agency's colour (readable), the invitation check tells the set-password screen the
 * agency's logo and the contact's name (only for a valid token, and only that), and a client user
 * whose access the agency closed (client archived or deleted, contact removed) is told so.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandButton, contrastRatio, hexToRgb, readableBrandColor } from '../../../common/rules/contrast.js';
import type { PortalMeResponse } from '../../../common/schemas/clients.js';
import type { InvitationCheckResponse } from '../../../common/schemas/onboarding.js';
import { companyLogos } from '../../db/schema/index.js';
import { createAgency, type TestAgency } from '../../test/agency.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { latestMail, linkIn } from '../../test/outbox.js';
import { createTestApp, logInAs, sessionCookieOf, testAppOrigin, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';
import { setBrandColor } from '../company/branding.js';

let t: TestApp;
let a: TestAgency;
const yellow = '#ffd400';

const check = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/invitation/check', payload: { token } });
const portalMe = async (sid: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/portal/me', cookies: { sid } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PortalMeResponse>();
};

async function tokenFor(email: string): Promise<string> {
  const link = linkIn(await latestMail(t.db, email, 'client-invitation'), `${testAppOrigin}/set-password#token=`);
  return decodeURIComponent(link.split('#token=')[1]!);
}

/** A new contact of a new client, invited to the portal and accepted: the client's id, the contact's id and the session. */
async function clientWithPortalUser(name: string) {
  const api = clientsOf(t, a.tokens.sanne);
  const client = await api.create({ name: `Klant ${name} ${Math.random().toString(36).slice(2, 7)}` });
  const email = uniqueEmail('portaal');
  const contact = await api.addContact(client.id, { name, email });
  await api.invite(client.id, contact.id);
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/auth/invitation/accept',
    payload: { token: await tokenFor(email), name, password: 'Klant#Portaal1', confirmPassword: 'Klant#Portaal1' },
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  return { clientId: client.id, clientName: client.name, contactId: contact.id, sid: sessionCookieOf(accepted) };
}

beforeAll(async () => {
  t = await createTestApp();
  a = await createAgency(t, 'merk');
  await setBrandColor(t.db, a.admin.company.id, yellow);
});
afterAll(() => t.close());

describe('the portal invitation in the agency’s look', () => {
  it('the mail’s button, band and name are in the agency’s colour, with text on the button that reads', async () => {
    const api = clientsOf(t, a.tokens.sanne);
    const client = await api.create({ name: 'Geel & Co' });
    const email = uniqueEmail('geel');
    const contact = await api.addContact(client.id, { name: 'Gijs Geel', email });
    await api.invite(client.id, contact.id);
    const mail = await latestMail(t.db, email, 'client-invitation');
    const button = brandButton(yellow);
    expect(button).toEqual({ background: yellow, text: '#18181b' });
    expect(contrastRatio(hexToRgb(button.background), hexToRgb(button.text))).toBeGreaterThanOrEqual(4.5);
    expect(mail?.html).toContain(`background:${yellow};color:#18181b`);
    expect(mail?.html).toContain(`border-top:6px solid ${yellow}`);
    // The name heading is text on the white card: the yellow made readable there, not the yellow itself.
    expect(mail?.html).toContain(`color:${readableBrandColor(yellow, 'light')};">${a.admin.company.name}</p>`);
  });

  it('a mail without an agency colour keeps the app’s own button', async () => {
    const b = await createAgency(t, 'zonder');
    const api = clientsOf(t, b.tokens.sanne);
    const client = await api.create({ name: 'Kleurloos' });
    const email = uniqueEmail('kleurloos');
    await api.invite(client.id, (await api.addContact(client.id, { name: 'Kees', email })).id);
    const html = (await latestMail(t.db, email, 'client-invitation'))?.html ?? '';
    expect(html).toContain('background:#2563eb;color:#ffffff');
    expect(html).not.toContain('border-top:6px');
  });
});

describe('the invitation check welcomes a client', () => {
  it('answers the agency’s name and logo and the contact’s name for a client’s invitation', async () => {
    await t.db.insert(companyLogos).values({ companyId: a.admin.company.id, png: Buffer.from([0x89, 0x50]), width: 1, height: 1 });
    try {
      const api = clientsOf(t, a.tokens.sanne);
      const client = await api.create({ name: 'Welkom BV' });
      const email = uniqueEmail('welkom');
      await api.invite(client.id, (await api.addContact(client.id, { name: '  Wanda Welkom ', email })).id);
      const res = await check(await tokenFor(email));
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<InvitationCheckResponse>();
      expect(body).toEqual({
        email,
        companyName: a.admin.company.name,
        invitedByName: a.sanne.user.name,
        role: 'client',
        accountExists: false,
        portal: { logoUrl: expect.stringMatching(new RegExp(`^/api/portal/logo/${a.admin.company.id}\\?v=\\d+$`)), name: 'Wanda Welkom' },
      });
      // Nothing of the client or the agency beyond that: no colour, no client name, no ids but the logo's.
      expect(res.body).not.toContain('Welkom BV');
      expect(res.body).not.toContain(yellow);
    } finally {
      await t.db.delete(companyLogos).where(eq(companyLogos.companyId, a.admin.company.id));
    }
  });

  it('a client invited from Settings → Team is welcomed without a name; a wrong or malformed token gets only the usual error', async () => {
    const admin = a.tokens.admin;
    const email = uniqueEmail('team');
    const teamClient = await clientsOf(t, a.tokens.sanne).create({ name: `Team Welkom ${Math.random().toString(36).slice(2, 7)}` });
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/company/invitations',
      cookies: { sid: admin },
      payload: { email, role: 'client', clientId: teamClient.id },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const link = linkIn(await latestMail(t.db, email, 'invitation'), `${testAppOrigin}/set-password#token=`);
    const teamCheck = (await check(decodeURIComponent(link.split('#token=')[1]!))).json<InvitationCheckResponse>();
    // A client invited from Settings → Team (a contact named after the address): welcomed by the agency, no name to fill in.
    expect(teamCheck.portal).toEqual({ logoUrl: null, name: null });

    for (const token of ['x'.repeat(43), 'kapot', '']) {
      const res = await check(token);
      expect(res.statusCode, token).toBe(400);
      expect(Object.keys(res.json<{ error: object }>().error).sort()).toEqual(['code', 'message']);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('INVITATION_INVALID');
    }
  });
});

describe('access the agency closed', () => {
  it('archiving says closed; restoring opens it again', async () => {
    const { clientId, sid } = await clientWithPortalUser('Anna Archief');
    expect(await portalMe(sid)).toMatchObject({ access: 'open', clients: [{ id: clientId }] });
    const api = clientsOf(t, a.tokens.sanne);
    expect((await api.call('PUT', `/api/clients/${clientId}/status`, { status: 'archived' })).statusCode).toBe(200);
    expect(await portalMe(sid)).toMatchObject({ access: 'closed', clients: [], agency: { name: a.admin.company.name } });
    expect((await api.call('PUT', `/api/clients/${clientId}/status`, { status: 'active' })).statusCode).toBe(200);
    expect(await portalMe(sid)).toMatchObject({ access: 'open', clients: [{ id: clientId }] });
  });

  it('deleting the client or removing the contact says closed too', async () => {
    const deleted = await clientWithPortalUser('Dirk Delete');
    const admin = clientsOf(t, a.tokens.admin);
    expect((await admin.call('DELETE', `/api/clients/${deleted.clientId}`, { confirmName: deleted.clientName })).statusCode).toBe(204);
    expect(await portalMe(deleted.sid)).toMatchObject({ access: 'closed', clients: [] });

    const removed = await clientWithPortalUser('Rita Removed');
    expect((await admin.call('DELETE', `/api/clients/${removed.clientId}/contacts/${removed.contactId}`)).statusCode).toBe(204);
    expect(await portalMe(removed.sid)).toMatchObject({ access: 'closed', clients: [] });
  });

  it('a client user never linked to a client is waiting, not closed; another user’s closing is not theirs', async () => {
    const waiting = await createUser(t.db, { isClient: true, company: a.admin.company, name: 'Wim Wacht' });
    const sid = await logInAs(t.app, waiting);
    expect(await portalMe(sid)).toMatchObject({ access: 'waiting', clients: [] });
    // The agency's other client user, linked to a client that is archived now, keeps a client of their own.
    const other = await clientWithPortalUser('Otto Open');
    const stays = await clientsOf(t, a.tokens.sanne).create({ name: 'Blijft Open' });
    const api = clientsOf(t, a.tokens.sanne);
    const contact = await api.addContact(stays.id, { name: 'Otto Open', email: (await meOf(other.sid)).email });
    expect((await api.invite(stays.id, contact.id)).portal.status).toBe('active');
    expect((await api.call('PUT', `/api/clients/${other.clientId}/status`, { status: 'archived' })).statusCode).toBe(200);
    expect(await portalMe(other.sid)).toMatchObject({ access: 'open', clients: [{ id: stays.id }] });
    expect(await portalMe(sid)).toMatchObject({ access: 'waiting' });
  });
});

async function meOf(sid: string): Promise<{ email: string }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid } });
  return res.json<{ user: { email: string } }>().user;
}
