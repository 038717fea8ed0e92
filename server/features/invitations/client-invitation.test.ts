/**
 * A client invitation from Settings → Team names its client (issue 34): without one it is refused
 * (400, Dutch message), another company's or an archived client is refused, and accepting it gives
 * the portal of the chosen client through its contact with that address — never an empty portal.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '../../../common/errors.js';
import { invitations } from '../../db/schema/index.js';
import { createUser, uniqueEmail, type TestUser } from '../../test/factories.js';
import { latestMail, linkIn } from '../../test/outbox.js';
import { createTestApp, logInAs, testAppOrigin, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';

let t: TestApp;
let admin: TestUser;
let sid: string;
let clientId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'admin' });
  sid = await logInAs(t.app, admin);
  clientId = (await clientsOf(t, sid).create({ name: 'Bakkerij Zonnebloem' })).id;
});
afterAll(() => t.close());

const invite = (payload: Record<string, unknown>, token = sid) =>
  t.app.inject({ method: 'POST', url: '/api/company/invitations', payload, cookies: { sid: token } });

async function tokenFor(email: string): Promise<string> {
  const link = linkIn(await latestMail(t.db, email, 'invitation'), `${testAppOrigin}/set-password#token=`);
  return decodeURIComponent(link.split('#token=')[1]!);
}

describe('POST /api/company/invitations with role client', () => {
  it('refuses a client invitation without a client, with a Dutch message, and writes nothing', async () => {
    const email = uniqueEmail('zonder-klant');
    for (const payload of [
      { email, role: 'client' },
      { email, role: 'client', clientId: null },
    ]) {
      const res = await invite(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'INVITATION_CLIENT_REQUIRED',
        message: errorCatalog.INVITATION_CLIENT_REQUIRED.nl,
        fields: { clientId: 'INVITATION_CLIENT_REQUIRED' },
      });
    }
    expect(errorCatalog.INVITATION_CLIENT_REQUIRED.nl).toBe('Kies de klant voor wie je deze persoon uitnodigt');
    expect(await t.db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]);
    expect(await latestMail(t.db, email, 'invitation')).toBeUndefined();
  });

  it("refuses another company's client, an archived client and a malformed id with a 400", async () => {
    const other = await createUser(t.db, { role: 'admin' });
    const foreign = (await clientsOf(t, await logInAs(t.app, other)).create({ name: 'Klant van een ander' })).id;
    const archived = (await clientsOf(t, sid).create({ name: 'Oude Klant' })).id;
    await clientsOf(t, sid).call('PUT', `/api/clients/${archived}/status`, { status: 'archived' });
    const email = uniqueEmail('verkeerde-klant');
    const cases: [unknown, number, string][] = [
      [foreign, 400, 'CLIENT_UNKNOWN'],
      ['00000000-0000-4000-8000-000000000000', 400, 'CLIENT_UNKNOWN'],
      ['bakkerij', 400, 'CLIENT_UNKNOWN'],
      [42, 400, 'CLIENT_UNKNOWN'],
      [archived, 409, 'CLIENT_ARCHIVED'],
    ];
    for (const [id, status, code] of cases) {
      const res = await invite({ email, role: 'client', clientId: id });
      expect(res.statusCode, String(id)).toBe(status);
      expect(res.json().error.code, String(id)).toBe(code);
    }
    expect(await t.db.select().from(invitations).where(eq(invitations.email, email))).toEqual([]);
  });

  it("gives the chosen client's portal: a contact with the address, invited, then linked to the new account", async () => {
    const email = uniqueEmail('nieuwe-klant');
    const res = await invite({ email, role: 'client', clientId });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ outcome: 'invited', invitation: { email, role: 'client' } });
    const invited = (await clientsOf(t, sid).detail(clientId)).contacts.find((c) => c.email === email);
    expect(invited).toMatchObject({ name: email, portal: { status: 'invited' } });

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation/accept',
      payload: { token: await tokenFor(email), name: 'Nieuwe Klant', password: 'Klant#Plan9', confirmPassword: 'Klant#Plan9' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().user.isClient).toBe(true);
    const linked = (await clientsOf(t, sid).detail(clientId)).contacts.find((c) => c.email === email);
    expect(linked?.portal.status).toBe('active');
    // The portal shows the client.
    const portal = await t.app.inject({ method: 'GET', url: '/api/portal/me', cookies: { sid: accepted.cookies.find((c) => c.name === 'sid')!.value } });
    expect(portal.statusCode, portal.body).toBe(200);
    expect(JSON.stringify(portal.json())).toContain('Bakkerij Zonnebloem');
  });

  it('uses the contact the client already has with that address, and ignores a client for a team role', async () => {
    const email = uniqueEmail('bestaand-contact');
    const contact = await clientsOf(t, sid).addContact(clientId, { name: 'Wilma Brouwer', email });
    expect((await invite({ email, role: 'client', clientId })).statusCode).toBe(201);
    const contacts = (await clientsOf(t, sid).detail(clientId)).contacts.filter((c) => c.email === email);
    expect(contacts).toEqual([expect.objectContaining({ id: contact.id, name: 'Wilma Brouwer', portal: expect.objectContaining({ status: 'invited' }) })]);

    const colleague = uniqueEmail('collega');
    expect((await invite({ email: colleague, role: 'marketeer', clientId })).statusCode).toBe(201);
    expect((await clientsOf(t, sid).detail(clientId)).contacts.map((c) => c.email)).not.toContain(colleague);
  });
});
