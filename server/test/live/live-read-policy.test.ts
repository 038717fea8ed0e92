/**
 * Live events against the read policy (issue 16): for every event kind the features publish, the
 * users of every role — the owner, a colleague without access, a colleague it is shared with, the
 * admin, a client user and a member of another company — each receive exactly what their REST
 * reads show (live-check.ts), and the list of kinds here is complete.
 */
import { describe, expect, it } from 'vitest';
import type { AccountsChangedEvent } from '../../../common/schemas/ad-accounts.js';
import type { ChecklistLiveEvent } from '../../../common/schemas/checklists.js';
import type { ClientsChangedEvent, PortalChangedEvent } from '../../../common/schemas/clients.js';
import type { FormsChangedEvent } from '../../../common/schemas/forms.js';
import type { NoteLiveEvent } from '../../../common/schemas/notes.js';
import type { NotificationEvent } from '../../../common/schemas/notifications.js';
import type { CalendarChangedEvent, CalendarSettingsChangedEvent } from '../../features/calendar/live.js';
import { channelName } from '../../../common/realtime.js';
import { maxIdsPerEvent } from '../../../common/notification-constants.js';
import { createPublishedForm, sendForm } from '../../features/forms/answer/test-fixture.js';
import { useListeningApp } from '../realtime-client.js';
import { creativeLiveSteps, type CreativesChangedEvent } from './creatives-steps.js';
import { objectsOf, readAll, receivers, violations } from './live-check.js';
import { buildLiveWorld, colleagues, worldUsers, type EventObject, type WorldUser } from './live-world.js';

type EventKind =
  | ChecklistLiveEvent['name']
  | NoteLiveEvent['name']
  | AccountsChangedEvent['name']
  | FormsChangedEvent['name']
  | NotificationEvent['name']
  | ClientsChangedEvent['name']
  | PortalChangedEvent['name']
  | CalendarChangedEvent['name']
  | CalendarSettingsChangedEvent['name']
  | CreativesChangedEvent['name'];

/** Every kind of live event; the type check below fails when a feature adds one without a row here. */
const allKinds = [
  'checklist.changed',
  'checklist.item',
  'checklist.deleted',
  'note.created',
  'note.updated',
  'note.deleted',
  'note.assignments',
  'note.comment',
  'note.comment.updated',
  'note.comment.deleted',
  'note.changed',
  'accounts.changed',
  'forms.changed',
  'notification.created',
  'notification.updated',
  'notification.deleted',
  'notifications.changed',
  'clients.changed',
  'portal.changed',
  'calendar.changed',
  'calendar.settings.changed',
  'creatives.changed',
] as const satisfies readonly EventKind[];
const complete: [Exclude<EventKind, (typeof allKinds)[number]>] extends [never] ? true : never = true;

const live = useListeningApp();

describe('live events reach exactly the users who may read their object', () => {
  it('holds for every event kind and every role', { timeout: 60_000 }, async () => {
    expect(complete).toBe(true);
    const world = await buildLiveWorld(live.t, (token) => live.open(token));
    // The company channel is the team's, the portal channel its client users'.
    expect(world.refused.client).toEqual([channelName('company', world.companyA)]);
    for (const u of colleagues) expect(world.refused[u]).toEqual([channelName('portal', world.companyA)]);
    expect(world.refused.outsider).toEqual([channelName('portal', world.companyB)]);
    const seen = new Set<string>();

    /** One change: the rule holds, and `kind` reached exactly `expected`. */
    const check = async (kind: EventKind, expected: readonly WorldUser[], change: () => Promise<unknown>, before: readonly EventObject[] = []) => {
      const readBefore = await readAll(before, world.canRead);
      const events = await world.step(change);
      const readAfter = await readAll(objectsOf(events), world.canRead);
      expect(violations(events, readBefore, readAfter), kind).toEqual([]);
      expect(receivers(events, kind), kind).toEqual(worldUsers.filter((u) => expected.includes(u)));
      for (const u of worldUsers) for (const e of events[u]) seen.add(e.event.name);
      return events;
    };
    const ok = async (response: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
      const r = await response;
      expect(r.statusCode, r.body).toBeLessThan(300);
      return r.statusCode === 204 ? null : (r.json() as Record<string, unknown>);
    };

    // A private checklist: its creator and the admin, then also the colleague it is shared with.
    let checklistId = '';
    await check('checklist.changed', ['admin', 'owner'], async () => {
      checklistId = (await ok(world.call('owner', 'POST', '/api/checklists', { title: 'Privé', items: ['Eén', 'Twee'] })))!.id as string;
    });
    const checklist: EventObject = { kind: 'checklist', id: checklistId };
    const items = ((await ok(world.call('owner', 'GET', `/api/checklists/${checklistId}`)))!.items as { id: string }[]).map((i) => i.id);
    await check('checklist.item', ['admin', 'owner'], () =>
      ok(world.call('owner', 'PATCH', `/api/checklists/${checklistId}/items/${items[0]}`, { isCompleted: true })),
    );
    expect((await world.call('colleague', 'GET', `/api/checklists/${checklistId}`)).statusCode).toBe(404);
    await check('checklist.changed', ['admin', 'owner', 'shared'], () =>
      ok(world.call('owner', 'POST', `/api/checklists/${checklistId}/shares`, { userId: world.users.shared.user.id, canEdit: true, isAdmin: false })),
    );
    await check('checklist.item', ['admin', 'owner', 'shared'], () =>
      ok(world.call('shared', 'PATCH', `/api/checklists/${checklistId}/items/${items[1]}`, { isCompleted: true })),
    );
    await check('checklist.changed', ['admin', 'owner', 'shared'], () =>
      ok(world.call('shared', 'POST', `/api/checklists/${checklistId}/comments`, { content: 'Gedaan' })),
    );
    // A removed share hears once more (it could read the checklist until now), then nothing.
    await check(
      'checklist.changed',
      ['admin', 'owner', 'shared'],
      () => ok(world.call('owner', 'DELETE', `/api/checklists/${checklistId}/shares/${world.users.shared.user.id}`)),
      [checklist],
    );
    await check('checklist.item', ['admin', 'owner'], () =>
      ok(world.call('owner', 'PATCH', `/api/checklists/${checklistId}/items/${items[1]}`, { isCompleted: false })),
    );
    await check('checklist.deleted', ['admin', 'owner'], () => ok(world.call('owner', 'DELETE', `/api/checklists/${checklistId}`)), [checklist]);
    // A template is the whole company's.
    await check('checklist.changed', colleagues, () => ok(world.call('admin', 'POST', '/api/checklists', { title: 'Sjabloon', isTemplate: true })));

    // Ad accounts and notes: every colleague reads them; the client and the outsider get nothing.
    let accountId = '';
    await check('accounts.changed', colleagues, async () => {
      accountId = (
        (await ok(world.call('owner', 'POST', '/api/accounts', { platform: 'facebook', accountId: '987654321', name: 'Live account' })))!.account as {
          id: string;
        }
      ).id;
    });
    let noteId = '';
    const events = await check('note.created', colleagues, async () => {
      const body = { adAccountId: accountId, title: 'Budget', assigneeIds: [world.users.shared.user.id] };
      noteId = ((await ok(world.call('owner', 'POST', '/api/notes', body)))!.note as { id: string }).id;
    });
    expect(receivers(events, 'notification.created')).toEqual(['shared']);
    let commentId = '';
    await check('note.comment', colleagues, async () => {
      commentId = ((await ok(world.call('colleague', 'POST', `/api/notes/${noteId}/comments`, { content: 'Kijk ik naar' })))!.comment as { id: string }).id;
    });
    await check('note.comment.updated', colleagues, () =>
      ok(world.call('colleague', 'PATCH', `/api/notes/${noteId}/comments/${commentId}`, { content: 'Kijk ik morgen naar' })),
    );
    await check('note.comment.deleted', colleagues, () => ok(world.call('colleague', 'DELETE', `/api/notes/${noteId}/comments/${commentId}`)));
    // A comment too large for the bus travels as note.changed, to the same audience.
    await check('note.changed', colleagues, () => ok(world.call('colleague', 'POST', `/api/notes/${noteId}/comments`, { content: '😀'.repeat(3_000) })));
    await check('note.updated', colleagues, () => ok(world.call('owner', 'PATCH', `/api/notes/${noteId}`, { title: 'Budget verhoogd' })));
    await check('note.updated', colleagues, () => ok(world.call('owner', 'PUT', `/api/notes/${noteId}/resolved`, { resolved: true })));
    await check('note.assignments', colleagues, () =>
      ok(world.call('owner', 'PUT', `/api/notes/${noteId}/assignments`, { userIds: [world.users.shared.user.id, world.users.colleague.user.id] })),
    );

    // The inbox: the recipient alone.
    const inbox = (await ok(world.call('shared', 'GET', '/api/notifications')))!.items as { id: string }[];
    await check('notification.updated', ['shared'], () => ok(world.call('shared', 'POST', '/api/notifications/mark', { ids: [inbox[0]!.id], isRead: true })));
    await check('notification.deleted', ['shared'], () => ok(world.call('shared', 'POST', '/api/notifications/delete', { ids: [inbox[0]!.id] })));
    await check('notifications.changed', ['colleague'], () =>
      ok(
        live.t.app.inject({
          method: 'POST',
          url: '/api/test/notifications',
          payload: { recipientEmail: world.users.colleague.email, type: 'notitie', title: 'Veel', count: maxIdsPerEvent + 1 },
        }),
      ),
    );
    await check('note.deleted', colleagues, () => ok(world.call('owner', 'DELETE', `/api/notes/${noteId}`)), [{ kind: 'note', id: noteId }]);

    // Clients: the team hears of every change; a client's portal users of the changes to their client.
    let clientId = '';
    await check('clients.changed', colleagues, async () => {
      clientId = ((await ok(world.call('owner', 'POST', '/api/clients', { name: 'Live Klant' })))!.client as { id: string }).id;
    });
    let contactId = '';
    await check('clients.changed', colleagues, async () => {
      const body = { name: 'Klaas', email: world.users.client.email };
      contactId = ((await ok(world.call('owner', 'POST', `/api/clients/${clientId}/contacts`, body)))!.contact as { id: string }).id;
    });
    // The client user of the agency gets this client at once.
    await check('portal.changed', ['client'], () => ok(world.call('owner', 'POST', `/api/clients/${clientId}/contacts/${contactId}/invite`)));
    const portal: EventObject = { kind: 'portal', companyId: world.companyA, clientId };
    await check('portal.changed', ['client'], () => ok(world.call('colleague', 'PATCH', `/api/clients/${clientId}`, { name: 'Live Klant BV' })));
    await check('portal.changed', ['client'], () => ok(world.call('owner', 'PUT', `/api/clients/${clientId}/accounts/${accountId}`)));
    // The agency's look: all its client users.
    await check('portal.changed', ['client'], () => ok(world.call('admin', 'PATCH', '/api/company/branding', { brandColor: '#1d4ed8' })));
    // Archived, the client leaves the portal: its users hear of it once, then nothing.
    await check('portal.changed', ['client'], () => ok(world.call('owner', 'PUT', `/api/clients/${clientId}/status`, { status: 'archived' })), [portal]);
    await check('clients.changed', colleagues, () => ok(world.call('owner', 'PATCH', `/api/clients/${clientId}`, { city: 'Utrecht' })));
    expect(receivers(await world.step(() => ok(world.call('owner', 'PATCH', `/api/clients/${clientId}`, { city: 'Zeist' }))), 'portal.changed')).toEqual([]);
    await check('portal.changed', ['client'], () => ok(world.call('owner', 'PUT', `/api/clients/${clientId}/status`, { status: 'active' })));
    // A removed contact hears once more (it could read the client until now).
    await check('portal.changed', ['client'], () => ok(world.call('owner', 'DELETE', `/api/clients/${clientId}/contacts/${contactId}`)), [portal]);
    // The calendar: every colleague reads every event; an appointment reaches its client's portal users too.
    let calendarClientId = '';
    await world.step(async () => {
      calendarClientId = ((await ok(world.call('owner', 'POST', '/api/clients', { name: 'Agenda Klant' })))!.client as { id: string }).id;
      const body = { name: 'Klaas', email: world.users.client.email };
      const contact = ((await ok(world.call('owner', 'POST', `/api/clients/${calendarClientId}/contacts`, body)))!.contact as { id: string }).id;
      await ok(world.call('owner', 'POST', `/api/clients/${calendarClientId}/contacts/${contact}/invite`));
    });
    const slot = { start: '2027-04-05T08:00:00.000Z', end: '2027-04-05T09:00:00.000Z', timeZone: 'Europe/Amsterdam' };
    let internalId = '';
    await check('calendar.changed', colleagues, async () => {
      internalId = ((await ok(world.call('owner', 'POST', '/api/calendar/events', { kind: 'internal', title: 'Intern', ...slot })))!.event as { id: string })
        .id;
    });
    expect(
      receivers(
        await world.step(() => ok(world.call('colleague', 'PATCH', `/api/calendar/events/${internalId}`, { title: 'Intern 2', version: 1 }))),
        'portal.changed',
      ),
    ).toEqual([]);
    let appointmentId = '';
    await check('portal.changed', ['client'], async () => {
      const body = { kind: 'appointment', title: 'Afspraak', clientId: calendarClientId, ...slot };
      appointmentId = ((await ok(world.call('owner', 'POST', '/api/calendar/events', body)))!.event as { id: string }).id;
    });
    await check('calendar.changed', colleagues, () =>
      ok(world.call('admin', 'PATCH', `/api/calendar/events/${appointmentId}`, { title: 'Afspraak 2', version: 1 })),
    );
    await check('calendar.changed', colleagues, () => ok(world.call('shared', 'DELETE', `/api/calendar/events/${appointmentId}?version=2`)), [
      { kind: 'calendarEvent', id: appointmentId },
    ]);

    // Forms (issue 35): a client's first draft and its submission reach its portal users (the account managers hear of the submission in their inbox).
    const form = await createPublishedForm(live.t.db, {
      companyId: world.companyA,
      fields: [[{ id: 'naam', label: 'Naam', type: 'short_text', required: true }]],
    });
    const assignmentId = await sendForm(live.t.db, form, calendarClientId);
    await check('portal.changed', ['client'], () =>
      ok(world.call('client', 'PUT', `/api/portal/forms/${assignmentId}/draft`, { answers: { naam: 'K' }, revision: null })),
    );
    expect(
      receivers(
        await world.step(() => ok(world.call('client', 'PUT', `/api/portal/forms/${assignmentId}/draft`, { answers: { naam: 'Kl' }, revision: 1 }))),
        'portal.changed',
      ),
    ).toEqual([]);
    await check('portal.changed', ['client'], () =>
      ok(world.call('client', 'POST', `/api/portal/forms/${assignmentId}/submit`, { answers: { naam: 'Klaas' }, revision: 2 })),
    );
    // A form added, renamed or removed: the team that reads /forms, not the client or the outsider.
    let newFormId = '';
    await check('forms.changed', colleagues, async () => {
      newFormId = ((await ok(world.call('owner', 'POST', '/api/forms', { title: 'Live formulier' })))!.form as { id: string }).id;
    });
    await check('forms.changed', colleagues, () =>
      ok(world.call('colleague', 'PATCH', `/api/forms/${newFormId}`, { revision: 1, title: 'Live formulier (nieuw)' })),
    );
    await check('forms.changed', colleagues, () => ok(world.call('admin', 'DELETE', `/api/forms/${newFormId}`)));

    // Creatives (issue 36): creatives-steps.ts.
    await creativeLiveSteps({ world, live, check, ok }, calendarClientId);

    // Calendar settings and the feed: the user alone.
    const hours = { timeZone: 'Europe/London', workDays: [1, 2, 3], workStart: '08:00', workEnd: '16:00' };
    await check('calendar.settings.changed', ['colleague'], () => ok(world.call('colleague', 'PUT', '/api/calendar/settings', hours)));
    await check('calendar.settings.changed', ['owner'], () => ok(world.call('owner', 'POST', '/api/calendar/feed')));
    await check('calendar.settings.changed', ['owner'], () => ok(world.call('owner', 'DELETE', '/api/calendar/feed')));

    await check('clients.changed', colleagues, () => ok(world.call('admin', 'DELETE', `/api/clients/${clientId}`, { confirmName: 'Live Klant BV' })), [
      { kind: 'client', id: clientId },
    ]);

    expect([...seen].filter((name) => !(allKinds as readonly string[]).includes(name))).toEqual([]);
    expect(allKinds.filter((kind) => !seen.has(kind))).toEqual([]);
  });
});
