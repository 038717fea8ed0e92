/**
 * Kinds of people's own things the matrix asks about: their company, sessions, notifications,
 * invitations and mailed links, and the developer routes' outbox mail and captcha.
 */
import { sql } from 'drizzle-orm';
import { emailConfirmationTokens, invitations, passwordResetTokens } from '../../../db/schema/index.js';
import { notify } from '../../../features/notifications/test-kit.js';
import { queueMail } from '../../../lib/mail/outbox.js';
import { startSession } from '../../../lib/session.js';
import { createToken, hashToken } from '../../../lib/tokens.js';
import { uniqueEmail } from '../../factories.js';
import { sameCompany, type Target } from '../target.js';
import { unproveAddress } from '../steps.js';
import { companyOf, type World } from '../world.js';

export const company: Target<{ id: string }> = {
  name: 'company',
  ownership: 'company',
  make: async (_w, owner) => ({ id: owner.company.id }),
};

export const notification: Target<{ id: string }> = {
  name: 'notification',
  ownership: 'personal',
  async make(w, owner) {
    const [made] = await notify(w.app, w.db, {
      recipients: [owner.user.id],
      companyId: owner.company.id,
      // A kind the owner's audience receives (common/notification-kinds.ts): a client user gets no form submissions.
      content: { type: owner.role === 'client' ? 'appointment_shared' : 'formulier', title: `Melding voor ${owner.label}` },
    });
    if (!made) throw new Error(`no notification made for ${owner.label}`);
    return { id: made.id };
  },
  ids: (t) => [t.id],
};

/** A marketeer of the owner's company, made for the request (Settings → Team changes or removes them). */
export const member: Target<{ id: string }> = {
  name: 'member',
  ownership: 'company',
  async make(w, owner) {
    const person = await w.newPerson(owner.company, 'marketeer', 'member to manage');
    return { id: person.user.id };
  },
  ids: (t) => [t.id],
};

/** Another session of the owner (not the one the owner's requests use). */
export const session: Target<{ id: string }> = {
  name: 'session',
  ownership: 'personal',
  async make(w, owner) {
    const { session: row } = await startSession(w.db, { userId: owner.user.id, ttlDays: 1 });
    return { id: row.id };
  },
  ids: (t) => [t.id],
};

async function insertInvitation(w: World, companyId: string, invitedBy: string, email: string) {
  const token = createToken();
  const expiresAt = new Date(Date.now() + 24 * 60 * 60_000);
  const [row] = await w.db
    .insert(invitations)
    .values({ companyId, email, role: 'marketeer', tokenHash: hashToken(token), invitedBy, expiresAt })
    // A new invitation replaces the open one for the address, as the service does.
    .onConflictDoUpdate({
      target: [invitations.companyId, invitations.email],
      targetWhere: sql`${invitations.acceptedAt} is null`,
      set: { tokenHash: hashToken(token), expiresAt },
    })
    .returning({ id: invitations.id });
  return { id: row!.id, token };
}

/** An open invitation of the owner's company to a new address. */
export const invitation: Target<{ id: string; token: string }> = {
  name: 'invitation',
  ownership: 'company',
  make: (w, owner) => insertInvitation(w, owner.company.id, companyOf(w, owner).admin.user.id, uniqueEmail('uitgenodigd')),
  ids: (t) => [t.id],
  readableBy: (owner, viewer) => sameCompany(owner, viewer) && viewer.role === 'admin',
};

/** An invitation from the other company addressed to the owner (who may accept it signed in). */
export const invitationToOwner: Target<{ id: string; token: string; companyId: string }> = {
  name: 'invitation to the owner',
  ownership: 'personal',
  async make(w, owner) {
    const inviting = owner.company.id === w.a.row.id ? w.b : w.a;
    return { ...(await insertInvitation(w, inviting.row.id, inviting.admin.user.id, owner.email)), companyId: inviting.row.id };
  },
  ids: (t) => [t.id],
  readableBy: (owner, viewer) => owner.user.id === viewer.user.id || (viewer.company.id !== owner.company.id && viewer.role === 'admin'),
};

/** The link of an invitation to a new address (the set-password screen): whoever holds it may use it. */
export const invitationLink: Target<{ token: string; email: string }> = {
  name: 'invitation link',
  ownership: 'unowned',
  async make(w, owner) {
    const email = uniqueEmail('nieuw');
    const { token } = await insertInvitation(w, owner.company.id, companyOf(w, owner).admin.user.id, email);
    return { token, email };
  },
};

/** A password-reset link of a user made for it (using it ends that user's sessions, nobody else's). */
export const passwordResetLink: Target<{ token: string }> = {
  name: 'password-reset link',
  ownership: 'unowned',
  async make(w, owner) {
    const person = await w.newPerson(owner.company, 'marketeer', 'user with a reset link');
    const token = createToken();
    await w.db.insert(passwordResetTokens).values({ tokenHash: hashToken(token), userId: person.user.id, expiresAt: new Date(Date.now() + 30 * 60_000) });
    return { token };
  },
};

/** The link of the mail "Bevestig je e-mailadres" of a user made for it, whose address is not proven yet. */
export const emailConfirmationLink: Target<{ token: string }> = {
  name: 'e-mail confirmation link',
  ownership: 'unowned',
  async make(w, owner) {
    const person = await w.newPerson(owner.company, 'marketeer', 'user with an unproven address');
    await unproveAddress(w, person);
    const token = createToken();
    await w.db
      .insert(emailConfirmationTokens)
      .values({ tokenHash: hashToken(token), userId: person.user.id, email: person.email, expiresAt: new Date(Date.now() + 24 * 60 * 60_000) });
    return { token };
  },
};

/** A mail in the developer outbox. */
export const outboxMail: Target<{ id: string }> = {
  name: 'outbox mail',
  ownership: 'unowned',
  make: async (w, owner) => ({
    id: await queueMail(w.db, { to: owner.email, subject: 'Testbericht', text: 'Hallo', html: '<p>Hallo</p>', kind: 'test' }),
  }),
};

export const captcha: Target<{ id: string }> = {
  name: 'captcha',
  ownership: 'unowned',
  async make(w) {
    const response = await w.app.inject({ method: 'POST', url: '/api/auth/captcha', payload: { purpose: 'login' } });
    return { id: response.json<{ captchaId: string }>().captchaId };
  },
};
