/** POST /api/auth/invitation/accept-existing: an invitation accepted by the account that holds the address. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponse } from '../../../common/schemas/auth.js';
import { companyUsers, invitations, users } from '../../db/schema/index.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { latestMail, linkIn } from '../../test/outbox.js';
import { createTestApp, logInAs, sessionCookieOf, solveCaptcha, testAppOrigin, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function invited(email: string, role: 'admin' | 'marketeer' | 'client' = 'marketeer') {
  const admin = await createUser(t.db, { role: 'admin' });
  const sid = await logInAs(t.app, admin);
  // A client invitation names its client (issue 34).
  const clientId = role === 'client' ? (await clientsOf(t, sid).create({ name: `Klant voor ${email}` })).id : undefined;
  const created = await t.app.inject({ method: 'POST', url: '/api/company/invitations', payload: { email, role, clientId }, cookies: { sid } });
  expect(created.statusCode, created.body).toBe(201);
  const link = linkIn(await latestMail(t.db, email, 'invitation'), `${testAppOrigin}/set-password#token=`);
  return { admin, adminSid: sid, clientId, token: decodeURIComponent(link.split('#token=')[1]!) };
}

const acceptExisting = (sid: string | undefined, token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/invitation/accept-existing', payload: { token }, ...(sid ? { cookies: { sid } } : {}) });
const check = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/invitation/check', payload: { token } });
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('accepting an invitation with an existing account', () => {
  it('adds the membership with the invited role, proves the address and switches the session to the company', async () => {
    const person = await createUser(t.db, { emailVerified: false });
    const { admin, adminSid, token } = await invited(person.email, 'admin');
    expect((await check(token)).json()).toMatchObject({ email: person.email, accountExists: true });
    // Creating a second account for the address is not the way.
    const asNew = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation/accept',
      payload: { token, name: 'X', password: 'Team#Plan9', confirmPassword: 'Team#Plan9' },
    });
    expect(asNew.json().error.code).toBe('EMAIL_TAKEN');

    const sid = await logInAs(t.app, person);
    const accepted = await acceptExisting(sid, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const me = meResponse.parse(accepted.json());
    expect(me.activeCompanyId).toBe(admin.company.id);
    expect(me.memberships).toEqual(
      expect.arrayContaining([
        { companyId: person.company.id, companyName: person.company.name, role: 'marketeer' },
        { companyId: admin.company.id, companyName: admin.company.name, role: 'admin' },
      ]),
    );
    const who = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid } });
    expect(who.json().activeCompanyId).toBe(admin.company.id);

    const row = await userRow(person.user.id);
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row.companyId).toBe(person.company.id);
    const [invitation] = await t.db.select().from(invitations).where(eq(invitations.email, person.email));
    expect(invitation!.acceptedAt).toBeInstanceOf(Date);
    const list = await t.app.inject({ method: 'GET', url: '/api/company/invitations', cookies: { sid: adminSid } });
    expect(list.json().invitations).toEqual([]);

    expect((await acceptExisting(sid, token)).json().error.code).toBe('INVITATION_INVALID');
  });

  it('refuses an account with another address, and the invitation stays open for the right one', async () => {
    const person = await createUser(t.db);
    const { admin, token } = await invited(person.email);
    const someoneElse = await createUser(t.db);
    const refused = await acceptExisting(await logInAs(t.app, someoneElse), token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'INVITATION_OTHER_ACCOUNT',
      message: 'Deze uitnodiging is voor een ander e-mailadres. Log uit en log in met het adres waarop je bent uitgenodigd.',
    });
    const memberships = await t.db.select().from(companyUsers).where(eq(companyUsers.userId, someoneElse.user.id));
    expect(memberships.map((m) => m.companyId)).not.toContain(admin.company.id);
    expect((await check(token)).statusCode).toBe(200);
    expect((await acceptExisting(await logInAs(t.app, person), token)).statusCode).toBe(200);
  });

  it('needs a session and a working token', async () => {
    const person = await createUser(t.db);
    const { token } = await invited(person.email);
    expect((await acceptExisting(undefined, token)).statusCode).toBe(401);
    const sid = await logInAs(t.app, person);
    expect((await acceptExisting(sid, 'A'.repeat(43))).json().error.code).toBe('INVITATION_INVALID');
    expect((await acceptExisting(sid, 'kort')).json().error.code).toBe('INVITATION_INVALID');
  });

  it('refuses an expired invitation', async () => {
    const person = await createUser(t.db);
    const { token } = await invited(person.email);
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, person.email));
    const refused = await acceptExisting(await logInAs(t.app, person), token);
    expect(refused.json().error.code).toBe('INVITATION_INVALID');
    expect(await t.db.select().from(companyUsers).where(eq(companyUsers.userId, person.user.id))).toHaveLength(1);
  });

  it('makes a new account without companies a client for a client invitation; onboarding comes next', async () => {
    const email = uniqueEmail('klant');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...(await solveCaptcha(t.app, 'signup')), name: 'Klant Zelf', email, password: 'Start#Plan9', confirmPassword: 'Start#Plan9' },
    });
    const sid = sessionCookieOf(signup);
    const { admin, adminSid, clientId, token } = await invited(email, 'client');
    const accepted = await acceptExisting(sid, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      user: { isClient: true, onboardingCompleted: false },
      memberships: [{ companyId: admin.company.id, role: 'client' }],
      activeCompanyId: admin.company.id,
    });
    const contact = (await clientsOf(t, adminSid).detail(clientId!)).contacts.find((c) => c.email === email);
    expect(contact?.portal.status).toBe('active');
  });
});
