/**
 * Matrix rows of signing in and out, sign-up, password reset, captcha, Google and invitations by
 * link: public routes (the same answer with or without a session) and the session's own routes.
 */
import { randomUUID } from 'node:crypto';
import { solveCaptcha } from '../../test-app.js';
import { totpAt } from '../../two-factor.js';
import { uniqueEmail } from '../../factories.js';
import { everyone, personalObject, refused, signedIn } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { twoFactorChallenge, twoFactorOn, unproveAddress } from '../steps.js';
import { company, emailConfirmationLink, invitationLink, invitationToOwner, passwordResetLink } from '../targets/people.js';

const newPassword = 'Nieuw-Geheim-456!';

export const signInRows: RouteTable = {
  'POST /api/auth/login': row({
    freshActor: true,
    request: async ({ w, me }) => ({ body: { email: me.email, password: me.password, ...(await solveCaptcha(w.app)) } }),
    expect: everyone(200),
  }),
  'POST /api/auth/login/two-factor': row({
    freshActor: true,
    request: async ({ w, me }) => {
      const secret = await twoFactorOn(w, me);
      return { cookies: { mfa_challenge: await twoFactorChallenge(w, me) }, body: { code: totpAt(secret, 1) } };
    },
    expect: everyone(200),
  }),
  'POST /api/auth/logout': row({ freshActor: true, expect: everyone(204) }),
  'GET /api/auth/me': row({ expect: signedIn(200) }),
  'POST /api/auth/active-company': row({
    target: company,
    request: ({ t }) => ({ body: { companyId: t.id } }),
    // Only a company the user is a member of (the company is the user's, like a personal object).
    expect: personalObject(200, refused(403, 'NOT_A_MEMBER')),
  }),
  'GET /api/auth/providers': row({ expect: everyone(200) }),
  'POST /api/auth/signup': row({
    freshActor: true,
    request: async ({ w }) => ({
      body: {
        name: 'Nieuwe Gebruiker',
        email: uniqueEmail('aanmelding'),
        password: newPassword,
        confirmPassword: newPassword,
        ...(await solveCaptcha(w.app, 'signup')),
      },
    }),
    expect: everyone(201),
  }),
  'POST /api/auth/password-reset': row({ request: () => ({ body: { email: uniqueEmail('vergeten') } }), expect: everyone(202) }),
  'POST /api/auth/password-reset/check': row({
    target: passwordResetLink,
    request: ({ t }) => ({ body: { token: t.token } }),
    expect: everyone({ status: 200, body: { valid: true } }),
  }),
  'POST /api/auth/password-reset/confirm': row({
    target: passwordResetLink,
    fresh: true,
    request: ({ t }) => ({ body: { token: t.token, password: newPassword, confirmPassword: newPassword } }),
    expect: everyone(204),
  }),
  'POST /api/auth/email-confirmation/confirm': row({
    target: emailConfirmationLink,
    fresh: true,
    request: ({ t }) => ({ body: { token: t.token } }),
    expect: everyone(204),
  }),
  // Signed in with an address not proven yet: a new mail.
  'POST /api/auth/email-confirmation/resend': row({
    freshActor: true,
    request: async ({ w, me }) => {
      await unproveAddress(w, me);
      return {};
    },
    expect: signedIn(200),
  }),
  'POST /api/auth/captcha': row({ request: () => ({ body: { purpose: 'login' } }), expect: everyone(200) }),
  // Without Google configured both answer a redirect back to the login page.
  'GET /api/auth/google/start': row({ expect: everyone(302) }),
  'GET /api/auth/google/callback': row({ request: () => ({ query: { code: 'x', state: 'y' } }), expect: everyone(302) }),
  'POST /api/auth/invitation/check': row({
    target: invitationLink,
    request: ({ t }) => ({ body: { token: t.token } }),
    expect: everyone(200),
  }),
  'POST /api/auth/invitation/accept': row({
    target: invitationLink,
    fresh: true,
    freshActor: true,
    request: ({ t }) => ({ body: { token: t.token, name: 'Uitgenodigde', password: newPassword, confirmPassword: newPassword } }),
    expect: everyone(201),
  }),
  // Signed in: only the account with the invited address may accept (another's: 403).
  'POST /api/auth/invitation/accept-existing': row({
    target: invitationToOwner,
    fresh: true,
    freshActor: true,
    request: ({ t }) => ({ body: { token: t.token } }),
    expect: personalObject(200, refused(403, 'INVITATION_OTHER_ACCOUNT')),
  }),
  'GET /api/onboarding': row({ expect: signedIn(200) }),
  'POST /api/onboarding/complete': row({
    freshActor: true,
    request: () => ({ body: { name: `Naam ${randomUUID().slice(0, 4)}`, company: { action: 'keep' } } }),
    expect: signedIn(200),
  }),
};
