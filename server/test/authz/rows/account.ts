/**
 * Matrix rows of Settings → Beveiliging (/api/account/*): every signed-in user, on their own
 * account only; another user's session id is 404. Rows that change the account ask as a user made
 * for the request, so the actors' own sessions and passwords stay as they are.
 */
import { totpAt } from '../../two-factor.js';
import { personalObject, refused, signedIn } from '../expectations.js';
import { row, type RouteTable } from '../route-row.js';
import { twoFactorOn, twoFactorSetup } from '../steps.js';
import { session } from '../targets/people.js';

const newPassword = 'Nieuw-Geheim-456!';

export const accountRows: RouteTable = {
  'GET /api/account/security': row({ expect: signedIn(200) }),
  'GET /api/account/profile': row({ expect: signedIn(200) }),
  'PATCH /api/account/profile': row({ request: () => ({ body: { timeZone: 'Europe/Amsterdam' } }), expect: signedIn(200) }),
  'POST /api/account/two-factor/setup': row({
    freshActor: true,
    request: ({ me }) => ({ body: { currentPassword: me.password } }),
    expect: signedIn(200),
  }),
  'POST /api/account/two-factor/enable': row({
    freshActor: true,
    request: async ({ w, me }) => ({ body: { code: totpAt(await twoFactorSetup(w, me)) } }),
    expect: signedIn(200),
  }),
  'POST /api/account/two-factor/disable': row({
    freshActor: true,
    request: async ({ w, me }) => {
      await twoFactorOn(w, me);
      return { body: { currentPassword: me.password } };
    },
    expect: signedIn(204),
  }),
  'POST /api/account/two-factor/backup-codes': row({
    freshActor: true,
    request: async ({ w, me }) => {
      await twoFactorOn(w, me);
      return { body: { currentPassword: me.password } };
    },
    expect: signedIn(200),
  }),
  'POST /api/account/password': row({
    freshActor: true,
    request: ({ me }) => ({ body: { currentPassword: me.password, password: newPassword, confirmPassword: newPassword } }),
    expect: signedIn(204),
  }),
  'GET /api/account/sessions': row({ expect: signedIn(200) }),
  'DELETE /api/account/sessions/:id': row({
    target: session,
    fresh: true,
    request: ({ t }) => ({ params: { id: t.id } }),
    expect: personalObject(204, refused(404, 'NOT_FOUND')),
  }),
  'POST /api/account/sessions/revoke-others': row({ freshActor: true, expect: signedIn(200) }),
};
