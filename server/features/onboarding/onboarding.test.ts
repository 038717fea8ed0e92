import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meResponse } from '../../../common/schemas/auth.js';
import { companyUsers, users } from '../../db/schema/index.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { latestMail, linkIn } from '../../test/outbox.js';
import { createTestApp, logInAs, sessionCookieOf, solveCaptcha, testAppOrigin, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signUp(email = uniqueEmail('nieuw')) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { ...(await solveCaptcha(t.app, 'signup')), name: 'Nieuwe Gebruiker', email, password: 'Start#Plan9', confirmPassword: 'Start#Plan9' },
  });
  return { sid: sessionCookieOf(response), me: meResponse.parse(response.json()), email };
}

const complete = (sid: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/onboarding/complete', payload: payload as Record<string, unknown>, cookies: { sid } });

describe('onboarding', () => {
  it('creates the company with the user as admin, saves the profile and completes onboarding', async () => {
    const { sid, me } = await signUp();
    const response = await complete(sid, { name: '  Eva  Jansen ', avatarColor: 'teal', company: { action: 'create', name: ' Jansen Media ' } });
    expect(response.statusCode).toBe(200);
    const after = meResponse.parse(response.json());
    expect(after.user).toMatchObject({ name: 'Eva Jansen', avatarColor: 'teal', onboardingCompleted: true });
    expect(after.memberships).toEqual([{ companyId: after.activeCompanyId, companyName: 'Jansen Media', role: 'admin' }]);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.companyId).toBe(after.activeCompanyId);
    const who = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid } });
    expect(who.json().activeCompanyId).toBe(after.activeCompanyId);
  });

  it('joins a company through a pending invitation for a proven address', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const adminSid = await logInAs(t.app, admin);
    const email = uniqueEmail('uitgenodigd');
    await t.app.inject({ method: 'POST', url: '/api/company/invitations', payload: { email, role: 'marketeer' }, cookies: { sid: adminSid } });

    const { sid, me } = await signUp(email);
    // Proven since the sign-up (as after a password reset through the mailed link).
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, me.user.id));
    const state = await t.app.inject({ method: 'GET', url: '/api/onboarding', cookies: { sid } });
    expect(state.json().invitations).toEqual([
      expect.objectContaining({ companyId: admin.company.id, companyName: admin.company.name, role: 'marketeer', invitedByName: admin.user.name }),
    ]);
    const invitationId = state.json().invitations[0].id as string;
    const response = await complete(sid, { name: 'Iemand', avatarColor: null, company: { action: 'join', invitationId } });
    expect(response.statusCode).toBe(200);
    expect(response.json().memberships).toEqual([{ companyId: admin.company.id, companyName: admin.company.name, role: 'marketeer' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/onboarding', cookies: { sid } })).json().invitations).toEqual([]);
  });

  it('cannot join with an invitation meant for another address', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const adminSid = await logInAs(t.app, admin);
    await t.app.inject({ method: 'POST', url: '/api/company/invitations', payload: { email: uniqueEmail(), role: 'admin' }, cookies: { sid: adminSid } });
    const list = await t.app.inject({ method: 'GET', url: '/api/company/invitations', cookies: { sid: adminSid } });
    const invitationId = list.json().invitations[0].id as string;
    const { sid, me } = await signUp();
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, me.user.id));
    const response = await complete(sid, { name: 'Indringer', company: { action: 'join', invitationId } });
    expect(response.json().error.code).toBe('INVITATION_INVALID');
  });

  it('does not show or join invitations by address for an unproven address: anyone can sign up with it', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const adminSid = await logInAs(t.app, admin);
    const email = uniqueEmail('slachtoffer');
    // Someone signs up with the address before the invitation arrives, without holding the mailbox.
    const { sid, me } = await signUp(email);
    await t.app.inject({ method: 'POST', url: '/api/company/invitations', payload: { email, role: 'admin' }, cookies: { sid: adminSid } });
    const list = await t.app.inject({ method: 'GET', url: '/api/company/invitations', cookies: { sid: adminSid } });
    const invitationId = list.json().invitations[0].id as string;

    expect((await t.app.inject({ method: 'GET', url: '/api/onboarding', cookies: { sid } })).json()).toEqual({ invitations: [] });
    const refused = await complete(sid, { name: 'Indringer', company: { action: 'join', invitationId } });
    // The answer points to the mail "Bevestig je e-mailadres"; it is the same for any id.
    expect(refused.json().error.code).toBe('EMAIL_UNVERIFIED');
    const unknown = await complete(sid, { name: 'Indringer', company: { action: 'join', invitationId: '00000000-0000-4000-8000-000000000000' } });
    expect(unknown.json().error.code).toBe('EMAIL_UNVERIFIED');
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ onboardingCompleted: false, emailVerifiedAt: null });
    expect(await t.db.select().from(companyUsers).where(eq(companyUsers.userId, me.user.id))).toEqual([]);
  });

  it('joins with the token from the invitation mail, which proves the address', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const adminSid = await logInAs(t.app, admin);
    const email = uniqueEmail('met-token');
    const { sid, me } = await signUp(email);
    const clientId = (await clientsOf(t, adminSid).create({ name: 'Bakkerij Met Token' })).id;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/company/invitations',
      payload: { email, role: 'client', clientId },
      cookies: { sid: adminSid },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const link = linkIn(await latestMail(t.db, email, 'invitation'), `${testAppOrigin}/set-password#token=`);
    const token = decodeURIComponent(link.split('#token=')[1]!);

    const response = await complete(sid, { name: 'Echte Eigenaar', company: { action: 'join', token } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      user: { onboardingCompleted: true, isClient: true },
      memberships: [{ companyId: admin.company.id, role: 'client' }],
      activeCompanyId: admin.company.id,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.emailVerifiedAt).toBeInstanceOf(Date);
    // The invitation's client is theirs: the contact with the address is linked (issue 34).
    const contact = (await clientsOf(t, adminSid).detail(clientId)).contacts.find((c) => c.email === email);
    expect(contact?.portal.status).toBe('active');
  });

  it('cannot join with the token of an invitation for another address', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const adminSid = await logInAs(t.app, admin);
    const other = uniqueEmail('ander');
    await t.app.inject({ method: 'POST', url: '/api/company/invitations', payload: { email: other, role: 'admin' }, cookies: { sid: adminSid } });
    const link = linkIn(await latestMail(t.db, other, 'invitation'), `${testAppOrigin}/set-password#token=`);
    const { sid, me } = await signUp();
    const response = await complete(sid, { name: 'Doorgestuurd', company: { action: 'join', token: decodeURIComponent(link.split('#token=')[1]!) } });
    expect(response.json().error.code).toBe('INVITATION_INVALID');
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row!.emailVerifiedAt).toBeNull();
  });

  it('validates the name, the company name and the colour, and needs a company', async () => {
    const { sid } = await signUp();
    expect((await complete(sid, { name: ' ', company: { action: 'create', name: 'X' } })).json().error.code).toBe('NAME_REQUIRED');
    expect((await complete(sid, { name: 'A', company: { action: 'create', name: '  ' } })).json().error).toMatchObject({
      code: 'COMPANY_NAME_REQUIRED',
      message: 'Vul de naam van je bedrijf in',
    });
    expect((await complete(sid, { name: 'A', avatarColor: 'goud', company: { action: 'create', name: 'X' } })).statusCode).toBe(400);
    expect((await complete(sid, { name: 'A', company: { action: 'keep' } })).json().error.code).toBe('ONBOARDING_COMPANY_REQUIRED');
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/onboarding' })).statusCode).toBe(401);
  });
});
