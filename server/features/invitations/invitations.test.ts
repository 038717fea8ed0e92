import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '../../../common/errors.js';
import { meResponse } from '../../../common/schemas/auth.js';
import { companies, companyUsers, invitations, mailOutbox, users } from '../../db/schema/index.js';
import { defaultRateLimitRules } from '../../lib/rate-limit.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { latestMail, linkIn, waitForMail } from '../../test/outbox.js';
import { createTestApp, logInAs, sessionCookieOf, testAppOrigin, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';
import { invitationLimits, newCompanyAgeMs } from './policy.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function adminSession() {
  const admin = await createUser(t.db, { role: 'admin' });
  return { admin, sid: await logInAs(t.app, admin) };
}

const invite = (sid: string, payload: { email: string; role: string; clientId?: string }) =>
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
    expect(checked.json()).toEqual({
      email,
      companyName: admin.company.name,
      invitedByName: admin.user.name,
      role: 'marketeer',
      accountExists: false,
      portal: null,
    });

    const accepted = await accept({ token, name: 'Nieuwe Collega', password: 'Team#Plan9', confirmPassword: 'Team#Plan9' });
    expect(accepted.statusCode).toBe(201);
    const me = meResponse.parse(accepted.json());
    expect(me.user).toMatchObject({ email, name: 'Nieuwe Collega', onboardingCompleted: false, isClient: false });
    expect(me.memberships).toEqual([{ companyId: admin.company.id, companyName: admin.company.name, role: 'marketeer' }]);
    expect(sessionCookieOf(accepted)).toHaveLength(43);
    // The token came by mail: the new account's address counts as proven.
    const [account] = await t.db.select().from(users).where(eq(users.email, email));
    expect(account!.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await accept({ token, name: 'X', password: 'Team#Plan9', confirmPassword: 'Team#Plan9' });
    expect(again.json().error.code).toBe('INVITATION_INVALID');
  });

  it('a client invitation makes a client user', async () => {
    const { sid } = await adminSession();
    const email = uniqueEmail('klant');
    const clientId = (await clientsOf(t, sid).create({ name: 'Bakkerij Klant' })).id;
    expect((await invite(sid, { email, role: 'client', clientId })).statusCode).toBe(201);
    const accepted = await accept({ token: await tokenFor(email), name: 'Klant', password: 'Klant#Plan9', confirmPassword: 'Klant#Plan9' });
    expect(accepted.json().user.isClient).toBe(true);
  });

  it('invites an address with an account exactly like a new one: an invitation and its mail, no membership yet', async () => {
    const { admin, sid } = await adminSession();
    const existing = await createUser(t.db);
    const fresh = uniqueEmail('nieuw');
    const forExisting = await invite(sid, { email: existing.email, role: 'marketeer' });
    const forFresh = await invite(sid, { email: fresh, role: 'marketeer' });
    expect(forExisting.statusCode).toBe(201);
    expect(forFresh.statusCode).toBe(201);
    // The same answer either way: nothing tells the admin the address has an account elsewhere.
    const shape = (body: { outcome: string; invitation: Record<string, unknown> }) => ({ outcome: body.outcome, keys: Object.keys(body.invitation).sort() });
    expect(shape(forExisting.json())).toEqual(shape(forFresh.json()));
    expect(forExisting.json()).toMatchObject({ outcome: 'invited', invitation: { email: existing.email, role: 'marketeer' } });

    const rows = await t.db.select().from(companyUsers).where(eq(companyUsers.userId, existing.user.id));
    expect(rows.map((r) => r.companyId)).not.toContain(admin.company.id);
    const mail = await latestMail(t.db, existing.email, 'invitation');
    expect(mail?.subject).toBe(`Uitnodiging voor ${admin.company.name}`);
    expect(linkIn(mail, `${testAppOrigin}/set-password#token=`)).toBeTruthy();
    expect(await latestMail(t.db, existing.email, 'member-added')).toBeUndefined();
  });

  it('answers ALREADY_MEMBER only for a member of this company', async () => {
    const { admin, sid } = await adminSession();
    const member = await createUser(t.db, { company: admin.company, memberRole: 'marketeer' });
    const twice = await invite(sid, { email: member.email.toUpperCase(), role: 'admin' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'ALREADY_MEMBER', fields: { email: 'ALREADY_MEMBER' } });
    expect(await t.db.select().from(invitations).where(eq(invitations.email, member.email))).toEqual([]);
  });

  it('turns invitations for one address sent at the same moment into one open invitation, without an error', async () => {
    const { admin, sid } = await adminSession();
    const email = uniqueEmail('tegelijk');
    const clientId = (await clientsOf(t, sid).create({ name: 'Bakkerij Tegelijk' })).id;
    const answers = await Promise.all(
      (['marketeer', 'admin', 'client', 'marketeer', 'admin'] as const).map((role) => invite(sid, { email, role, ...(role === 'client' ? { clientId } : {}) })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const open = await t.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.companyId, admin.company.id), eq(invitations.email, email), isNull(invitations.acceptedAt)));
    expect(open).toHaveLength(1);
    // Every answer mailed a link; only the one of the invitation that stayed works.
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, email), eq(mailOutbox.kind, 'invitation')));
    expect(mails).toHaveLength(5);
    const checks = await Promise.all(
      mails.map((mail) => {
        const token = decodeURIComponent(linkIn(mail, `${testAppOrigin}/set-password#token=`).split('#token=')[1]!);
        return t.app.inject({ method: 'POST', url: '/api/auth/invitation/check', payload: { token } });
      }),
    );
    const working = checks.filter((c) => c.statusCode === 200);
    expect(working).toHaveLength(1);
    expect(working[0]!.json()).toMatchObject({ email, role: open[0]!.role });
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

describe('who may send invitations, and how many (issue 16)', () => {
  const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
  const rowsFor = (email: string) => t.db.select().from(invitations).where(eq(invitations.email, email));

  it('refuses an admin whose address is not proven: no invitation, no mail; a completed password reset proves it', async () => {
    const admin = await createUser(t.db, { role: 'admin', emailVerified: false });
    const email = uniqueEmail('vreemde');
    const refused = await invite(await logInAs(t.app, admin), { email, role: 'marketeer' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'INVITER_EMAIL_UNVERIFIED', message: errorCatalog.INVITER_EMAIL_UNVERIFIED.nl });
    expect(await rowsFor(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);

    // Another way to prove the address besides the confirmation mail: a completed password reset.
    await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email: admin.email } });
    const link = linkIn(await waitForMail(t.db, admin.email, 'password-reset'), `${testAppOrigin}/#/reset-password?token=`);
    const token = decodeURIComponent(new URL(link.replace('/#/', '/')).searchParams.get('token')!);
    const password = 'Bewezen#Adres1';
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password, confirmPassword: password } });
    expect(reset.statusCode, reset.body).toBe(204);
    const invited = await invite(await logInAs(t.app, { email: admin.email, password }), { email, role: 'marketeer' });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('counts a company younger than a day against the stricter limit as well', () => {
    const now = new Date('2025-06-02T12:00:00Z');
    expect(invitationLimits(new Date(now.getTime() - 60_000), now)).toEqual(['invitationNewCompany', 'invitation']);
    expect(invitationLimits(new Date(now.getTime() - newCompanyAgeMs + 1), now)).toEqual(['invitationNewCompany', 'invitation']);
    expect(invitationLimits(new Date(now.getTime() - newCompanyAgeMs), now)).toEqual(['invitation']);
    expect(defaultRateLimitRules.invitationNewCompany.points).toBeLessThan(defaultRateLimitRules.invitation.points);
  });

  describe('with the limits as shipped', () => {
    let limited: TestApp;
    beforeAll(async () => {
      limited = await createTestApp({
        database: t.database,
        rateLimitRules: { invitation: defaultRateLimitRules.invitation, invitationNewCompany: defaultRateLimitRules.invitationNewCompany },
      });
    });
    afterAll(() => limited.close());

    /** Invites fresh addresses until one is refused; the status of every answer. */
    async function inviteMany(sid: string, count: number): Promise<{ statuses: number[]; last: { email: string; body: { error?: { code: string } } } }> {
      const statuses: number[] = [];
      let last = { email: '', body: {} };
      for (let i = 0; i < count; i++) {
        const email = uniqueEmail('uitnodiging');
        const res = await limited.app.inject({ method: 'POST', url: '/api/company/invitations', payload: { email, role: 'marketeer' }, cookies: { sid } });
        statuses.push(res.statusCode);
        last = { email, body: res.json() };
      }
      return { statuses, last };
    }

    it('lets a company in its first day send only a few invitations an hour', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      const allowed = defaultRateLimitRules.invitationNewCompany.points;
      const { statuses, last } = await inviteMany(await logInAs(limited.app, admin), allowed + 1);
      expect(statuses).toEqual([...Array<number>(allowed).fill(201), 429]);
      expect(last.body.error?.code).toBe('RATE_LIMITED');
      expect(await rowsFor(last.email)).toEqual([]);
      expect(await mailsTo(last.email)).toEqual([]);
    });

    it('keeps the normal limit for a company older than a day', async () => {
      const admin = await createUser(t.db, { role: 'admin' });
      await t.db
        .update(companies)
        .set({ createdAt: new Date(Date.now() - newCompanyAgeMs - 60_000) })
        .where(eq(companies.id, admin.company.id));
      const allowed = defaultRateLimitRules.invitation.points;
      const { statuses, last } = await inviteMany(await logInAs(limited.app, admin), allowed + 1);
      expect(statuses).toEqual([...Array<number>(allowed).fill(201), 429]);
      expect(last.body.error?.code).toBe('RATE_LIMITED');
    });
  });
});
