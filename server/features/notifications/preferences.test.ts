import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kindsFor } from '../../../common/notification-kinds.js';
import type { NotificationPreferences } from '../../../common/schemas/notifications.js';
import { mailOutbox, notifications } from '../../db/schema/index.js';
import { addMember, createUser } from '../../test/factories.js';
import { latestMail } from '../../test/outbox.js';
import { createTestApp, logInAs, testAppOrigin, type TestApp } from '../../test/test-app.js';
import { notificationMailKind } from './mails.js';
import { inboxOf, notify, unreadTruth } from './test-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const user = await createUser(t.db, { name: 'Sanne Jansen' });
  return { user, inbox: inboxOf(t.app, await logInAs(t.app, user)) };
}

describe('notification preferences', () => {
  it('lists every type a team member receives in order with the defaults (in the inbox, no e-mail) and no digest', async () => {
    const { inbox } = await signedIn();
    const prefs = (await inbox.preferences()).json<NotificationPreferences>();
    // A client's own kinds (issue 33) are not the team's.
    expect(prefs.types.map((p) => p.type)).toEqual(kindsFor('team'));
    expect(prefs.types.every((p) => p.inApp && !p.email)).toBe(true);
    expect(prefs.dailyDigest).toBe(false);
  });

  it('changes only the types sent, the last of a repeated type counting, and the digest when sent', async () => {
    const { inbox } = await signedIn();
    const response = await inbox.setPreferences({
      types: [
        { type: 'notitie', inApp: false, email: false },
        { type: 'formulier', inApp: true, email: false },
        { type: 'formulier', inApp: true, email: true },
      ],
      dailyDigest: true,
    });
    expect(response.statusCode).toBe(200);
    const byType = Object.fromEntries(response.json<NotificationPreferences>().types.map((p) => [p.type, p]));
    expect(byType.notitie).toEqual({ type: 'notitie', inApp: false, email: false });
    expect(byType.formulier).toEqual({ type: 'formulier', inApp: true, email: true });
    expect(byType.team_update).toEqual({ type: 'team_update', inApp: true, email: false });

    const later = (await inbox.setPreferences({ types: [{ type: 'notitie', inApp: true, email: false }] })).json<NotificationPreferences>();
    expect(later.dailyDigest).toBe(true);
    expect(later.types.find((p) => p.type === 'formulier')?.email).toBe(true);
    expect((await inbox.setPreferences({ dailyDigest: false })).json().dailyDigest).toBe(false);
    expect((await inbox.setPreferences({ types: [{ type: 'onbekend', inApp: true, email: true }] })).statusCode).toBe(400);
  });

  it('a client user chooses only among the kinds a client receives; the team-only kinds are refused', async () => {
    const client = await createUser(t.db, { isClient: true, name: 'Klaas Klant' });
    const inbox = inboxOf(t.app, await logInAs(t.app, client));
    const types = (await inbox.preferences()).json<NotificationPreferences>().types.map((p) => p.type);
    expect(types).toEqual(kindsFor('client'));
    expect(types).not.toContain('formulier');
    const refused = await inbox.setPreferences({ types: [{ type: 'notitie', inApp: false, email: true }] });
    expect([refused.statusCode, refused.json<{ error: { code: string } }>().error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await inbox.setPreferences({ types: [{ type: 'appointment_moved', inApp: true, email: false }] })).statusCode).toBe(200);
  });

  it('are honoured by the producer: in-app off means no row, e-mail on means a Dutch mail', async () => {
    const muted = await signedIn();
    const mailed = await signedIn();
    const plain = await signedIn();
    // The producer notifies members of the company only (issue 33).
    for (const who of [muted, mailed]) await addMember(t.db, who.user.user.id, plain.user.company.id, 'marketeer');
    await muted.inbox.setPreferences({ types: [{ type: 'formulier', inApp: false, email: false }] });
    await mailed.inbox.setPreferences({ types: [{ type: 'formulier', inApp: false, email: true }] });

    const content = {
      type: 'formulier' as const,
      title: 'Nieuwe inzending: Offerteaanvraag',
      description: 'Petra <de Boer> vraagt een offerte aan.',
      clientName: 'Bakkerij De Gouden Korrel',
      platform: 'facebook' as const,
      formId: 'f-1',
      submissionId: 's-1',
    };
    const made = await notify(t.app, t.db, {
      recipients: [muted.user.user.id, mailed.user.user.id, plain.user.user.id],
      companyId: plain.user.company.id,
      content,
    });
    expect(made.map((n) => n.recipientId)).toEqual([plain.user.user.id]);
    expect(await t.db.$count(notifications, eq(notifications.recipientId, muted.user.user.id))).toBe(0);
    expect(await unreadTruth(t.db, muted.user.user.id)).toEqual({ rows: 0, counter: 0, version: 0 });

    const mail = await latestMail(t.db, mailed.user.email, notificationMailKind);
    expect(mail?.subject).toBe('Nieuwe notificatie: Nieuwe inzending: Offerteaanvraag');
    expect(mail?.text).toContain('Hallo Sanne Jansen,');
    expect(mail?.text).toContain('Klant: Bakkerij De Gouden Korrel');
    expect(mail?.text).toContain('Platform: Facebook');
    expect(mail?.html).toContain('Petra &lt;de Boer&gt;');
    expect(await latestMail(t.db, plain.user.email, notificationMailKind)).toBeUndefined();
    expect(await t.db.$count(mailOutbox, and(eq(mailOutbox.to, muted.user.email)))).toBe(0);

    // Another type is not affected by the formulier choice.
    const other = await notify(t.app, t.db, {
      recipients: [muted.user.user.id],
      companyId: plain.user.company.id,
      content: { type: 'notitie', title: 'Wel zichtbaar' },
    });
    expect(other).toHaveLength(1);
  });

  it('links the mail to where the notification leads, and cuts long texts to the limits', async () => {
    const { user, inbox } = await signedIn();
    await inbox.setPreferences({ types: [{ type: 'budget_warning', inApp: true, email: true }] });
    const [made] = await notify(t.app, t.db, {
      recipients: [user.user.id],
      companyId: user.company.id,
      content: {
        type: 'budget_warning',
        title: 'B'.repeat(250),
        description: 'x'.repeat(1_500),
        clientName: `${'k'.repeat(199)}😀`,
        accountId: '42',
        platform: 'google',
      },
    });
    expect(made!.title).toHaveLength(200);
    expect(made!.description).toHaveLength(1_000);
    expect(made!.clientName).toBe('k'.repeat(199)); // not half an emoji
    const mail = await latestMail(t.db, user.email, notificationMailKind);
    expect(mail?.text).toContain(`${testAppOrigin}/accounts?account=42&platform=google&alert=budget_warning`);
  });
});
