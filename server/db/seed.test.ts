import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationTarget } from '../../common/rules/notification-target.js';
import { meResponse } from '../../common/schemas/auth.js';
import type { Notification } from '../../common/schemas/notifications.js';
import { createTestApp, logInAs, postLogin, type TestApp } from '../test/test-app.js';
import { openEmptyTestDatabase } from '../test/test-database.js';
import type { Database } from './database.js';
import { adAccounts, companies, companyUsers, users } from './schema/index.js';
import { demoCompanyNames, demoLogins, demoPassword, seedDemoWorkspace } from './seed.js';

let database: Database;
let t: TestApp;
beforeAll(async () => {
  database = await openEmptyTestDatabase();
  t = await createTestApp({ database });
});
afterAll(async () => {
  await t.close();
  await database.close();
});

describe('the demo workspace', () => {
  it('is created once, also when two starts seed at the same moment', async () => {
    const results = await Promise.all([seedDemoWorkspace(database.db), seedDemoWorkspace(database.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await seedDemoWorkspace(database.db)).toBe(false);

    const companyRows = await database.db.select().from(companies);
    expect(companyRows.map((c) => c.name).sort()).toEqual([demoCompanyNames.agency, demoCompanyNames.webshop]);
    expect(await database.db.$count(users)).toBe(4);
    expect(await database.db.$count(companyUsers)).toBe(5);
  });

  it('has the four demo users with the roles, client flag and finished onboarding', async () => {
    const rows = await database.db.select().from(users);
    const byEmail = Object.fromEntries(rows.map((u) => [u.email, u]));
    expect(byEmail['admin@demo.nl']).toMatchObject({ name: 'Eva de Vries', role: 'admin', isClient: false });
    expect(byEmail['sanne@demo.nl']).toMatchObject({ name: 'Sanne Jansen', role: 'marketeer' });
    expect(byEmail['mark@demo.nl']).toMatchObject({ name: 'Mark Bakker', role: 'marketeer' });
    expect(byEmail['klant@demo.nl']).toMatchObject({ name: 'Klaas Visser', isClient: true });
    expect(rows.every((u) => u.onboardingCompleted)).toBe(true);
    expect(rows.every((u) => u.emailVerifiedAt instanceof Date)).toBe(true);
    expect(rows.every((u) => u.passwordHash?.startsWith('$argon2id$'))).toBe(true);
    expect(demoLogins.map((l) => l.email).sort()).toEqual(Object.keys(byEmail).sort());
  });

  it('has 3 facebook and 2 google ad accounts in EUR', async () => {
    const accounts = await database.db.select().from(adAccounts);
    expect(accounts.filter((a) => a.platform === 'facebook')).toHaveLength(3);
    expect(accounts.filter((a) => a.platform === 'google')).toHaveLength(2);
    expect(accounts.every((a) => a.currency === 'EUR' && /^\d+$/.test(a.accountId))).toBe(true);
  });

  it('has checklists Sanne sees: her own daily check with history, the shared audit and launch, and the company template', async () => {
    const token = await logInAs(t.app, { email: 'sanne@demo.nl', password: demoPassword });
    const list = (await t.app.inject({ method: 'GET', url: '/api/checklists', cookies: { sid: token } })).json() as {
      checklists: { id: string; title: string; access: { canEdit: boolean } }[];
    };
    expect(list.checklists.map((c) => [c.title, c.access.canEdit])).toEqual([
      ['Campagnelancering', true],
      ['Dagelijkse bestedingscheck', true],
      ['Wekelijkse accountaudit', false],
    ]);
    const daily = list.checklists.find((c) => c.title === 'Dagelijkse bestedingscheck')!;
    const detail = (await t.app.inject({ method: 'GET', url: `/api/checklists/${daily.id}`, cookies: { sid: token } })).json() as {
      history: unknown[];
      items: { isCompleted: boolean }[];
    };
    expect(detail.history).toHaveLength(3);
    expect(detail.items.filter((i) => i.isCompleted)).toHaveLength(3);
    const templates = (await t.app.inject({ method: 'GET', url: '/api/checklists/templates', cookies: { sid: token } })).json() as {
      templates: { title: string }[];
    };
    expect(templates.templates.map((tp) => tp.title)).toEqual(['Onboarding nieuwe klant']);
  });

  it('lets the admin sign in with the demo password and switch between both companies', async () => {
    const token = await logInAs(t.app, { email: 'admin@demo.nl', password: demoPassword });
    const me = meResponse.parse((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { sid: token } })).json());
    expect(me.memberships.map((m) => [m.companyName, m.role])).toEqual([
      [demoCompanyNames.agency, 'admin'],
      [demoCompanyNames.webshop, 'admin'],
    ]);
    const [agency] = await database.db.select().from(companies).where(eq(companies.name, demoCompanyNames.agency));
    expect(me.activeCompanyId).toBe(agency!.id);

    const members = await t.app.inject({ method: 'GET', url: '/api/company/members', cookies: { sid: token } });
    expect(members.json().members).toHaveLength(4);
  });

  it('signs the client in as a client', async () => {
    const response = await postLogin(t.app, { email: 'klant@demo.nl', password: demoPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.isClient).toBe(true);
  });

  it('gives the team an inbox of read and unread notifications with right counters, and a submission to open', async () => {
    for (const email of ['admin@demo.nl', 'sanne@demo.nl', 'mark@demo.nl']) {
      const sid = await logInAs(t.app, { email, password: demoPassword });
      const list = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', cookies: { sid } });
      const items = list.json().items as { type: string; isRead: boolean; submissionId: string | null; clientName: string; createdAt: string }[];
      expect(items.length, email).toBeGreaterThanOrEqual(8);
      const unread = items.filter((n) => !n.isRead).length;
      expect(unread).toBeGreaterThan(0);
      expect(unread).toBeLessThan(items.length);
      const count = await t.app.inject({ method: 'GET', url: '/api/notifications/unread-count', cookies: { sid } });
      expect(count.json().count).toBe(unread);
      expect(new Set(items.map((n) => n.type)).size).toBeGreaterThanOrEqual(7);
      const ageDays = (Date.now() - Date.parse(items.at(-1)!.createdAt)) / 86_400_000;
      expect(ageDays).toBeGreaterThan(7);
      expect(ageDays).toBeLessThanOrEqual(10);

      const formulier = items.find((n) => n.type === 'formulier');
      const submission = await t.app.inject({ method: 'GET', url: `/api/forms/submissions/${formulier!.submissionId}`, cookies: { sid } });
      expect(submission.statusCode).toBe(200);
      expect(submission.json().submission).toMatchObject({ submissionData: { naam: 'Petra de Boer' }, form: { title: 'Offerteaanvraag' } });
    }
    // The demo notitie opens its note's conversation (issue 18, defect 2).
    const sanne = await logInAs(t.app, { email: 'sanne@demo.nl', password: demoPassword });
    const sanneItems = (await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', cookies: { sid: sanne } })).json().items as {
      type: string;
      noteId: string | null;
    }[];
    const notitie = sanneItems.find((n) => n.type === 'notitie');
    const note = await t.app.inject({ method: 'GET', url: `/api/notes/${notitie!.noteId}`, cookies: { sid: sanne } });
    expect(note.json().note.title).toBe('Lentecampagne');
    const klant = await logInAs(t.app, { email: 'klant@demo.nl', password: demoPassword });
    // The demo client's bell: the new appointment shared with their bakery, which their portal's agenda shows, waiting for an answer.
    const clientInbox = (await t.app.inject({ method: 'GET', url: '/api/notifications', cookies: { sid: klant } })).json().items as Notification[];
    expect(clientInbox.map((n) => [n.type, n.title, n.isRead])).toEqual([['appointment_shared', 'Nieuwe afspraak: Campagneplan voorjaar bespreken', false]]);
    const { pathname, params } = notificationTarget(clientInbox[0]!);
    expect(pathname).toBe('/clientportal/calendar');
    const from = new Date(Date.now() - 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const to = new Date(Date.now() + 9 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const agenda = await t.app.inject({ method: 'GET', url: `/api/portal/clients/${params.client}/calendar`, query: { from, to }, cookies: { sid: klant } });
    expect(agenda.statusCode, agenda.body).toBe(200);
    expect(JSON.stringify(agenda.json())).toContain(params.event!);
  });

  it('opens a real object with every notification: each id its link carries is readable by its recipient through the API', async () => {
    /** How the API reads each object a link's parameters name (issue 33, item 9); the rest of a link is presentation. */
    const reads: Record<string, (params: Record<string, string>) => { url: string; check?: (body: unknown) => boolean }> = {
      event: (p) => ({ url: `/api/calendar/events/${p.event}` }),
      submission: (p) => ({ url: `/api/forms/submissions/${p.submission}` }),
      form: (p) => ({ url: `/api/forms/${p.form}` }),
      note: (p) => ({ url: `/api/notes/${p.note}` }),
      checklist: (p) => ({ url: `/api/checklists/${p.checklist}` }),
      account: (p) => ({ url: `/api/accounts/${p.platform}/${p.account}` }),
      notification: (p) => ({ url: `/api/notifications/${p.notification}` }),
      colleague: (p) => ({
        url: '/api/company/members',
        check: (body) => (body as { members: { id: string }[] }).members.some((m) => m.id === p.colleague),
      }),
    };
    const opened = new Set<string>();
    for (const email of ['admin@demo.nl', 'sanne@demo.nl', 'mark@demo.nl']) {
      const sid = await logInAs(t.app, { email, password: demoPassword });
      const items = (await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', cookies: { sid } })).json().items as Notification[];
      for (const n of items) {
        const { params } = notificationTarget(n);
        const named = Object.keys(params).filter((name) => name in reads);
        expect(named.length, `${email}: ${n.type} "${n.title}" names no object`).toBeGreaterThan(0);
        for (const name of named) {
          const read = reads[name]!(params);
          const response = await t.app.inject({ method: 'GET', url: read.url, cookies: { sid } });
          expect(response.statusCode, `${email}: ${n.type} "${n.title}" → ${read.url}`).toBe(200);
          if (read.check) expect(read.check(response.json()), `${email}: ${n.type} → ${name}`).toBe(true);
        }
        opened.add(n.type);
      }
    }
    // The admin's ten include the six that opened nothing before (issue 33, item 9).
    for (const type of ['formulier', 'contact_event', 'contact_event_update', 'event_reminder', 'team_update', 'deadline_reminder'])
      expect(opened).toContain(type);
  });

  it('seeds published forms: the submission the formulier opens answers version 1, and a check-in sent to the bakery is due in five days', async () => {
    const sid = await logInAs(t.app, { email: 'sanne@demo.nl', password: demoPassword });
    const list = (await t.app.inject({ method: 'GET', url: '/api/forms', cookies: { sid } })).json().forms as {
      id: string;
      title: string;
      status: string;
      currentVersion: number;
      hasUnpublishedChanges: boolean;
      submissionCount: number;
      openAssignmentCount: number;
    }[];
    const quote = list.find((f) => f.title === 'Offerteaanvraag')!;
    const checkIn = list.find((f) => f.title === 'Maandelijkse check-in')!;
    expect(quote).toMatchObject({ status: 'published', currentVersion: 1, hasUnpublishedChanges: false, submissionCount: 1 });
    expect(checkIn).toMatchObject({ status: 'published', currentVersion: 1, hasUnpublishedChanges: false, openAssignmentCount: 1 });
    const submissions = (await t.app.inject({ method: 'GET', url: `/api/forms/${quote.id}/submissions`, cookies: { sid } })).json().submissions as {
      id: string;
    }[];
    const one = (await t.app.inject({ method: 'GET', url: `/api/forms/submissions/${submissions[0]!.id}`, cookies: { sid } })).json().submission;
    expect(one).toMatchObject({
      version: 1,
      source: 'demo',
      state: 'submitted',
      client: { name: 'Bakkerij De Gouden Korrel' },
      submissionData: { budget: '500_2000' },
    });
    expect((one.form.formData.pages as { fields: { id: string }[] }[])[0]!.fields.map((f) => f.id)).toEqual(['naam', 'email', 'telefoon', 'budget', 'bericht']);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/forms/${checkIn.id}`, cookies: { sid } })).json().form;
    expect(detail.assignments).toHaveLength(1);
    expect(detail.assignments[0].client.name).toBe('Bakkerij De Gouden Korrel');
    const dueInDays = (Date.parse(detail.assignments[0].deadline) - Date.now()) / 86_400_000;
    expect(dueInDays).toBeGreaterThan(4.9);
    expect(dueInDays).toBeLessThan(5.1);
    // The deadline is on the calendar and opens the form.
    const from = new Date(Date.now()).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const to = new Date(Date.now() + 7 * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const calendar = await t.app.inject({ method: 'GET', url: '/api/calendar/events', query: { from, to }, cookies: { sid } });
    const deadline = (calendar.json().deadlines as { source: string; href: string }[]).find((d) => d.source === 'form');
    expect(deadline?.href).toBe(`/forms?form=${checkIn.id}`);
  });

  it('seeds the moved contact moment with the fields its update changed, and links client notifications to their client', async () => {
    const sid = await logInAs(t.app, { email: 'admin@demo.nl', password: demoPassword });
    const items = (await t.app.inject({ method: 'GET', url: '/api/notifications?limit=100', cookies: { sid } })).json().items as Notification[];
    const update = items.find((n) => n.type === 'contact_event_update')!;
    const event = await t.app.inject({ method: 'GET', url: `/api/calendar/events/${update.eventId}?notification=${update.id}`, cookies: { sid } });
    expect(event.json()).toMatchObject({ event: { kind: 'contact', client: { name: 'Bakkerij De Gouden Korrel' } }, changedFields: ['start', 'end'] });
    expect(items.filter((n) => n.clientName === 'Bakkerij De Gouden Korrel').every((n) => n.clientId !== null)).toBe(true);
  });
});
