import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponse } from '../../../common/schemas/auth.js';
import { companyUsers, invitations, users } from '../../db/schema/index.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { latestMail, linkIn } from '../../test/outbox.js';
import { createTestApp, logInAs, sessionCookieOf, testAppOrigin, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function adminSession() {
  const admin = await createUser(t.db, { role: 'admin' });
  return { admin, sid: await logInAs(t.app, admin) };
}

const invite = (sid: string, payload: { email: string; role: string }) =>
  t.app.inject({ method: 'POST', url: '/api/company/invitations', payload, cookies: { sid } });

async function tokenFor(email: string): Promise<string> {
  const link = linkIn(await latestMail(t.db, email, 'invitation'), `${testAppOrigin}/set-password#token=`);
  return decodeURIComponent(link.split('#token=')[1]!);
}

const accept = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/invitation/accept', payload });

describe('invitations', () => {
  it('an admin invites a new address; the link lets the person set name and password and signs them in', async () => {
    const { admin, sid } = await adminSession();
    const email = uniqueEmail('collega');
    const created = await invite(sid, { email: email.toUpperCase(), role: 'marketeer' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ outcome: 'invited', invitation: { email, role: 'marketeer' } });

    const token = await tokenFor(email);
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(stored!.tokenHash).not.toBe(token);

    const checked = await t.app.inject({ method: 'POST', url: '/api/auth/invitation/check', payload: { token } });
    expect(checked.json()).toEqual({ email, companyName: admin.company.name, invitedByName: admin.user.name, role: 'marketeer' });

    const accepted = await accept({ token, name: 'Nieuwe Collega', password: 'Team#Plan9', confirmPassword: 'Team#Plan9' });
    expect(accepted.statusCode).toBe(201);
    const me = meResponse.parse(accepted.json());
    expect(me.user).toMatchObject({ email, name: 'Nieuwe Collega', onboardingCompleted: false, isClient: false });
    expect(me.memberships).toEqual([{ companyId: admin.company.id, companyName: admin.company.name, role: 'marketeer' }]);
    expect(sessionCookieOf(accepted)).toHaveLength(43);

    const again = await accept({ token, name: 'X', password: 'Team#Plan9', confirmPassword: 'Team#Plan9' });
    expect(again.json().error.code).toBe('INVITATION_INVALID');
  });

  it('a client invitation makes a client user', async () => {
    const { sid } = await adminSession();
    const email = uniqueEmail('klant');
    await invite(sid, { email, role: 'client' });
    const accepted = await accept({ token: await tokenFor(email), name: 'Klant', password: 'Klant#Plan9', confirmPassword: 'Klant#Plan9' });
    expect(accepted.json().user.isClient).toBe(true);
  });

  it('adds an existing account at once and mails a notice; a second time is ALREADY_MEMBER', async () => {
    const { admin, sid } = await adminSession();
    const other = await createUser(t.db);
    const added = await invite(sid, { email: other.email, role: 'marketeer' });
    expect(added.json()).toEqual({ outcome: 'added', invitation: null });
    const rows = await t.db.select().from(companyUsers).where(eq(companyUsers.userId, other.user.id));
    expect(rows.map((r) => r.companyId)).toContain(admin.company.id);
    expect((await latestMail(t.db, other.email, 'member-added'))?.subject).toContain(admin.company.name);
    const twice = await invite(sid, { email: other.email, role: 'marketeer' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('ALREADY_MEMBER');
  });

  it('checks the password rules and the name when accepting', async () => {
    const { sid } = await adminSession();
    const email = uniqueEmail();
    await invite(sid, { email, role: 'marketeer' });
    const token = await tokenFor(email);
    expect((await accept({ token, name: ' ', password: 'Team#Plan9', confirmPassword: 'Team#Plan9' })).json().error.code).toBe('NAME_REQUIRED');
    expect((await accept({ token, name: 'A', password: 'kort', confirmPassword: 'kort' })).json().error.code).toBe('PASSWORD_RULES');
    expect((await accept({ token, name: 'A', password: 'Team#Plan9', confirmPassword: 'Team#Plan8' })).json().error.code).toBe('PASSWORD_MISMATCH');
    expect((await accept({ token, name: 'A', password: 'Team#Plan9', confirmPassword: 'Team#Plan9' })).statusCode).toBe(201);
  });

  it('lists and revokes the company’s open invitations; a new invitation replaces the old link', async () => {
    const { sid } = await adminSession();
    const email = uniqueEmail();
    await invite(sid, { email, role: 'marketeer' });
    const oldToken = await tokenFor(email);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await invite(sid, { email, role: 'admin' });
    const list = await t.app.inject({ method: 'GET', url: '/api/company/invitations', cookies: { sid } });
    expect(list.json().invitations).toHaveLength(1);
    expect(list.json().invitations[0]).toMatchObject({ email, role: 'admin' });
    const oldCheck = await t.app.inject({ method: 'POST', url: '/api/auth/invitation/check', payload: { token: oldToken } });
    expect(oldCheck.json().error.code).toBe('INVITATION_INVALID');

    const id = list.json().invitations[0].id as string;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/company/invitations/${id}`, cookies: { sid } })).statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/company/invitations', cookies: { sid } });
    expect(after.json().invitations).toEqual([]);
  });

  it('is for admins of the active company only, and never reaches another company', async () => {
    const marketeer = await createUser(t.db, { role: 'marketeer' });
    const msid = await logInAs(t.app, marketeer);
    expect((await invite(msid, { email: uniqueEmail(), role: 'admin' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/company/invitations', cookies: { sid: msid } })).statusCode).toBe(403);

    const a = await adminSession();
    const b = await adminSession();
    const email = uniqueEmail();
    await invite(a.sid, { email, role: 'marketeer' });
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, email));
    const foreign = await t.app.inject({ method: 'DELETE', url: `/api/company/invitations/${row!.id}`, cookies: { sid: b.sid } });
    expect(foreign.statusCode).toBe(404);
    const listB = await t.app.inject({ method: 'GET', url: '/api/company/invitations', cookies: { sid: b.sid } });
    expect(listB.json().invitations).toEqual([]);
  });

  it('refuses a malformed address', async () => {
    const { sid } = await adminSession();
    expect((await invite(sid, { email: 'geen-adres', role: 'marketeer' })).json().error.code).toBe('EMAIL_INVALID');
    expect((await invite(sid, { email: '', role: 'marketeer' })).json().error.code).toBe('EMAIL_REQUIRED');
  });

  it('answers EMAIL_TAKEN when the invited address signed up in the meantime', async () => {
    const { sid } = await adminSession();
    const email = uniqueEmail();
    await invite(sid, { email, role: 'marketeer' });
    const token = await tokenFor(email);
    await t.db.insert(users).values({ email, name: 'Zelf aangemeld' });
    const response = await accept({ token, name: 'A', password: 'Team#Plan9', confirmPassword: 'Team#Plan9' });
    expect(response.json().error.code).toBe('EMAIL_TAKEN');
  });
});
