/**
 * "Bevestig je e-mailadres": the mail a password sign-up gets, the public link that proves the
 * address, asking for another mail, and what /api/auth/me says about it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog } from '../../../common/errors.js';
import { emailConfirmationTtlDays, meResponse } from '../../../common/schemas/auth.js';
import { emailConfirmationTokens, mailOutbox, users } from '../../db/schema/index.js';
import { defaultRateLimitRules } from '../../lib/rate-limit.js';
import { createToken } from '../../lib/tokens.js';
import { createUser, uniqueEmail } from '../../test/factories.js';
import { latestMail, linkIn } from '../../test/outbox.js';
import { createTestApp, logInAs, sessionCookieOf, solveCaptcha, testAppOrigin, type TestApp } from '../../test/test-app.js';
import { confirmEmailAddress } from './email-confirmation.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const linkPrefix = `${testAppOrigin}/#/confirm-email?token=`;
const password = 'Bevestig#Nu42';

/** A password sign-up through the API (signed in); with `company`, onboarding makes the user its admin. */
async function signUp({ company = false, email = uniqueEmail('aanmelding') } = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { ...(await solveCaptcha(t.app, 'signup')), name: 'Nieuwe Beheerder', email, password, confirmPassword: password },
  });
  expect(response.statusCode, response.body).toBe(201);
  const sid = sessionCookieOf(response);
  const me = meResponse.parse(response.json());
  if (company) {
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: { name: 'Nieuwe Beheerder', company: { action: 'create', name: 'Bureau Bevestigd' } },
      cookies: { sid },
    });
    expect(done.statusCode, done.body).toBe(200);
  }
  return { sid, me, email, userId: me.user.id };
}

async function tokenFromMail(email: string): Promise<string> {
  const link = linkIn(await latestMail(t.db, email, 'email-confirmation'), linkPrefix);
  return decodeURIComponent(link.slice(linkPrefix.length));
}

const confirm = (token: string, cookies?: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/email-confirmation/confirm', payload: { token }, ...(cookies ? { cookies } : {}) });
const resend = (sid: string, app = t.app) => app.inject({ method: 'POST', url: '/api/auth/email-confirmation/resend', cookies: { sid } });
const whoAmI = async (sid: string) => meResponse.parse((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid } })).json());
const verifiedAt = async (userId: string) => (await t.db.select().from(users).where(eq(users.id, userId)))[0]!.emailVerifiedAt;
const confirmationMails = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const invite = (sid: string) =>
  t.app.inject({ method: 'POST', url: '/api/company/invitations', payload: { email: uniqueEmail('collega'), role: 'marketeer' }, cookies: { sid } });

describe('the mail at sign-up', () => {
  it('queues one mail "Bevestig je e-mailadres" with a link to #/confirm-email; the address is not proven yet', async () => {
    const { sid, me, email } = await signUp();
    expect(me.user.emailVerified).toBe(false);
    expect((await whoAmI(sid)).user.emailVerified).toBe(false);
    const mails = await confirmationMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'email-confirmation', subject: 'Bevestig je e-mailadres' });
    expect(mails[0]!.text).toContain(`De link werkt ${emailConfirmationTtlDays} dagen en één keer.`);
    // The sign-up's name is nobody's proof: the mail does not repeat what was typed.
    expect(mails[0]!.text).not.toContain('Nieuwe Beheerder');
    expect(await tokenFromMail(email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the token's hash is stored.
    const [row] = await t.db.select().from(emailConfirmationTokens).where(eq(emailConfirmationTokens.userId, me.user.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toBe(await tokenFromMail(email));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(emailConfirmationTtlDays * 24 * 60 * 60_000);
  });

  it('is not sent when the sign-up is refused (the address already has an account)', async () => {
    const { email } = await createUser(t.db, { emailVerified: false });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...(await solveCaptcha(t.app, 'signup')), name: 'Tweede', email, password, confirmPassword: password },
    });
    expect(response.json().error.code).toBe('EMAIL_TAKEN');
    expect(await confirmationMails(email)).toEqual([]);
  });
});

describe('POST /api/auth/email-confirmation/confirm', () => {
  it('proves the address without a session; me says so and the admin may invite from then on', async () => {
    const { sid, userId, email } = await signUp({ company: true });
    const refused = await invite(sid);
    expect(refused.json().error).toMatchObject({ code: 'INVITER_EMAIL_UNVERIFIED', message: errorCatalog.INVITER_EMAIL_UNVERIFIED.nl });

    const before = Date.now();
    const confirmed = await confirm(await tokenFromMail(email));
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    expect((await verifiedAt(userId))!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await whoAmI(sid)).user.emailVerified).toBe(true);
    const invited = await invite(sid);
    expect(invited.statusCode, invited.body).toBe(201);
  });

  it('works once', async () => {
    const { email } = await signUp();
    const token = await tokenFromMail(email);
    expect((await confirm(token)).statusCode).toBe(204);
    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({ code: 'EMAIL_CONFIRMATION_INVALID', message: errorCatalog.EMAIL_CONFIRMATION_INVALID.nl });
  });

  it('refuses an expired, an unknown and a malformed link without proving anything', async () => {
    const { userId, email } = await signUp();
    const token = await tokenFromMail(email);
    const afterExpiry = new Date(Date.now() + emailConfirmationTtlDays * 24 * 60 * 60_000 + 1000);
    await expect(confirmEmailAddress({ db: t.db, token, now: afterExpiry })).rejects.toMatchObject({ code: 'EMAIL_CONFIRMATION_INVALID' });
    for (const wrong of [createToken(), 'kort', `${token}x`, '']) {
      const response = await confirm(wrong);
      expect(response.statusCode, wrong).toBe(400);
      expect(response.json().error.code, wrong).toBe('EMAIL_CONFIRMATION_INVALID');
    }
    expect(await verifiedAt(userId)).toBeNull();
    // Refusals did not use the link up.
    expect((await confirm(token)).statusCode).toBe(204);
  });

  it('is idempotent for an address proven in another way (the proof time stays)', async () => {
    const { userId, email } = await signUp();
    const provenAt = new Date('2026-01-02T03:04:05Z');
    await t.db.update(users).set({ emailVerifiedAt: provenAt }).where(eq(users.id, userId));
    expect((await confirm(await tokenFromMail(email))).statusCode).toBe(204);
    expect(await verifiedAt(userId)).toEqual(provenAt);
  });

  it('proves only the address the link was sent to', async () => {
    const { userId, email } = await signUp();
    const token = await tokenFromMail(email);
    await t.db
      .update(users)
      .set({ email: uniqueEmail('gewijzigd') })
      .where(eq(users.id, userId));
    expect((await confirm(token)).json().error.code).toBe('EMAIL_CONFIRMATION_INVALID');
    expect(await verifiedAt(userId)).toBeNull();
  });

  it('counts against the token limit per IP', async () => {
    const limited = await createTestApp({ database: t.database, rateLimitRules: { tokenIp: { points: 2, durationSeconds: 600 } } });
    try {
      const post = () =>
        limited.app.inject({ method: 'POST', url: '/api/auth/email-confirmation/confirm', payload: { token: createToken() }, remoteAddress: '203.0.113.77' });
      expect((await post()).statusCode).toBe(400);
      expect((await post()).statusCode).toBe(400);
      expect((await post()).json().error.code).toBe('RATE_LIMITED');
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/auth/email-confirmation/resend', () => {
  it('sends a new link to the session’s own address; the earlier link keeps working', async () => {
    const { sid, userId, email } = await signUp();
    const first = await tokenFromMail(email);
    const response = await resend(sid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ email });
    expect(await confirmationMails(email)).toHaveLength(2);
    const second = await tokenFromMail(email);
    expect(second).not.toBe(first);
    expect((await confirm(first)).statusCode).toBe(204);
    expect(await verifiedAt(userId)).toBeInstanceOf(Date);
    // Once the address is proven, the other links are gone.
    expect((await confirm(second)).json().error.code).toBe('EMAIL_CONFIRMATION_INVALID');
  });

  it('refuses a proven address before counting anything, and sends no mail', async () => {
    const user = await createUser(t.db);
    const response = await resend(await logInAs(t.app, user));
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED', message: 'Je e-mailadres is al bevestigd.' });
    expect(await confirmationMails(user.email)).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/email-confirmation/resend' });
    expect(response.statusCode).toBe(401);
  });

  it('allows 3 mails an hour per user, as shipped', async () => {
    expect(defaultRateLimitRules.emailConfirmationResend).toEqual({ points: 3, durationSeconds: 3600 });
    const limited = await createTestApp({ database: t.database, rateLimitRules: { emailConfirmationResend: defaultRateLimitRules.emailConfirmationResend } });
    try {
      const { sid, email } = await signUp();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await resend(sid, limited.app)).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // The sign-up's mail and three more.
      expect(await confirmationMails(email)).toHaveLength(4);
      // Another user has a limit of their own.
      expect((await resend((await signUp()).sid, limited.app)).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
