/** team_update: the company's other admins and marketeers hear about a colleague joining. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, NotificationEvent } from '../../../common/schemas/notifications.js';
import { notifications } from '../../db/schema/index.js';
import { createUser, uniqueEmail, type TestUser } from '../../test/factories.js';
import { latestMail, linkIn } from '../../test/outbox.js';
import { createTestApp, logInAs, testAppOrigin, type TestApp } from '../../test/test-app.js';
import { clientsOf } from '../clients/test-kit.js';
import { notificationsTopic } from './counter.js';
import { notificationMailKind } from './mails.js';
import { inboxOf, unreadTruth } from './test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A company with an admin, a marketeer and a client; the admin invites `email` as `role`. */
async function teamInviting(email: string, role: 'marketeer' | 'admin' | 'client' = 'marketeer') {
  const admin = await createUser(t.db, { role: 'admin', name: 'Eva de Vries' });
  const marketeer = await createUser(t.db, { company: admin.company, name: 'Sanne Jansen' });
  const client = await createUser(t.db, { company: admin.company, isClient: true });
  const adminSid = await logInAs(t.app, admin);
  // A client invitation names its client (issue 34).
  const clientId = role === 'client' ? (await clientsOf(t, adminSid).create({ name: `Klant voor ${email}` })).id : undefined;
  const created = await t.app.inject({ method: 'POST', url: '/api/company/invitations', payload: { email, role, clientId }, cookies: { sid: adminSid } });
  expect(created.statusCode, created.body).toBe(201);
  const link = linkIn(await latestMail(t.db, email, 'invitation'), `${testAppOrigin}/set-password#token=`);
  return { admin, marketeer, client, token: decodeURIComponent(link.split('#token=')[1]!) };
}

const inboxRows = (user: TestUser) => t.db.select().from(notifications).where(eq(notifications.recipientId, user.user.id));

function expectTeamUpdate(rows: (typeof notifications.$inferSelect)[], joinerId: string, text: string) {
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ type: 'team_update', title: 'Nieuwe collega', description: text, colleague: joinerId, isRead: false });
}

describe('team_update notifications', () => {
  it('tell the other admins and marketeers, not the client, when an invitation is accepted with a new account', async () => {
    const email = uniqueEmail('nieuw');
    const { admin, marketeer, client, token } = await teamInviting(email);
    const events: NotificationEvent[] = [];
    const off = t.app.events.on(notificationsTopic, (p) => {
      if (p.recipientId === marketeer.user.id) events.push(p.event as NotificationEvent);
    });
    // The marketeer also wants these by e-mail.
    await inboxOf(t.app, await logInAs(t.app, marketeer)).setPreferences({ types: [{ type: 'team_update', inApp: true, email: true }] });

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation/accept',
      payload: { token, name: 'Mark Bakker', password: 'Team#Plan9', confirmPassword: 'Team#Plan9' },
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    // On PostgreSQL the event arrives through LISTEN, after the response: wait for it (bounded), then a moment for a second one.
    await expect.poll(() => events.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    off();
    const joinerId = accepted.json().user.id as string;
    const text = `Mark Bakker is lid geworden van ${admin.company.name}`;

    expectTeamUpdate(await inboxRows(admin), joinerId, text);
    expectTeamUpdate(await inboxRows(marketeer), joinerId, text);
    expect(await inboxRows(client)).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.recipientId, joinerId))).toEqual([]);
    expect(await unreadTruth(t.db, marketeer.user.id)).toEqual({ rows: 1, counter: 1, version: 1 });

    // Live after the commit, and by mail to whoever chose it.
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ name: 'notification.created', version: 1, notification: { colleague: joinerId, description: text } });
    const mail = await latestMail(t.db, marketeer.email, notificationMailKind);
    expect(mail?.text).toContain(text);
    expect(mail?.text).toContain(`${testAppOrigin}/dashboard?colleague=${joinerId}`);
  });

  it('tell the team when an existing account accepts, but not when a client joins', async () => {
    const person = await createUser(t.db, { name: 'Ruben Smit' });
    const { admin, marketeer, token } = await teamInviting(person.email, 'admin');
    const sid = await logInAs(t.app, person);
    const accepted = await t.app.inject({ method: 'POST', url: '/api/auth/invitation/accept-existing', payload: { token }, cookies: { sid } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expectTeamUpdate(await inboxRows(marketeer), person.user.id, `Ruben Smit is lid geworden van ${admin.company.name}`);
    expect((await inboxOf(t.app, sid).list()).json().items).toEqual([]);

    const klant = await createUser(t.db, { isClient: true });
    const asClient = await teamInviting(klant.email, 'client');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/invitation/accept-existing',
      payload: { token: asClient.token },
      cookies: { sid: await logInAs(t.app, klant) },
    });
    expect(await inboxRows(asClient.marketeer)).toEqual([]);
  });

  it('tell the team when someone joins during onboarding, with the name just chosen', async () => {
    const person = await createUser(t.db, { memberRole: null, name: 'Oude Naam' });
    const { admin, marketeer, client, token } = await teamInviting(person.email);
    const sid = await logInAs(t.app, person);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      payload: { name: 'Lisa de Groot', company: { action: 'join', token } },
      cookies: { sid },
    });
    expect(response.statusCode, response.body).toBe(200);
    const text = `Lisa de Groot is lid geworden van ${admin.company.name}`;
    expectTeamUpdate(await inboxRows(admin), person.user.id, text);
    expectTeamUpdate(await inboxRows(marketeer), person.user.id, text);
    expect(await inboxRows(client)).toEqual([]);
    const seen = (await inboxOf(t.app, await logInAs(t.app, admin)).list()).json().items as Notification[];
    expect(seen.map((n) => n.colleague)).toEqual([person.user.id]);
  });
});
