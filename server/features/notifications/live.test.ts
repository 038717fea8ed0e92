/** The inbox over the WebSocket: the own channel only, every change with its version, after commit. */
import { describe, expect, it } from 'vitest';
import { channelName, type ServerMessage } from '../../../common/realtime.js';
import { maxIdsPerEvent, type NotificationEvent } from '../../../common/schemas/notifications.js';
import { transactionWithEvents } from '../../lib/events/with-events.js';
import { createUser } from '../../test/factories.js';
import { useListeningApp, type TestSocket } from '../../test/realtime-client.js';
import { logInAs } from '../../test/test-app.js';
import { createNotifications } from './create-notifications.js';
import { inboxOf, notify } from './test-kit.js';

const live = useListeningApp();

function eventsOn(socket: TestSocket, channel: string): NotificationEvent[] {
  return socket.messages
    .filter((m): m is Extract<ServerMessage, { type: 'event' }> => m.type === 'event' && m.channel === channel)
    .map((m) => m.event as unknown as NotificationEvent);
}

const withVersion = (version: number) => (m: ServerMessage) => m.type === 'event' && (m.event as { version?: number }).version === version;

describe('the live inbox', () => {
  it('sends created, updated, deleted and changed events with consecutive versions to the recipient only', async () => {
    const me = await createUser(live.t.db);
    const other = await createUser(live.t.db, { company: me.company });
    const token = await logInAs(live.t.app, me);
    const inbox = inboxOf(live.t.app, token);
    const socket = await live.open(token);
    const channel = channelName('notifications', me.user.id);
    expect(await socket.subscribe(channel)).toMatchObject({ type: 'subscribed' });
    expect(await socket.subscribe(channelName('notifications', other.user.id))).toMatchObject({ type: 'refused', code: 'FORBIDDEN' });

    const [first, second] = await notify(live.t.app, live.t.db, {
      recipients: [me.user.id],
      companyId: me.company.id,
      content: [
        { type: 'formulier', title: 'Nieuwe inzending' },
        { type: 'notitie', title: 'Nieuwe notitie' },
      ],
    });
    await notify(live.t.app, live.t.db, { recipients: [other.user.id], companyId: me.company.id, content: { type: 'notitie', title: 'Niet voor mij' } });
    await inbox.mark([first!.id, second!.id], true);
    await inbox.remove([first!.id]);
    await notify(live.t.app, live.t.db, {
      recipients: [me.user.id],
      companyId: me.company.id,
      content: Array.from({ length: maxIdsPerEvent + 1 }, () => ({ type: 'notitie' as const, title: 'Veel' })),
    });
    await inbox.markAllRead();
    await socket.next(withVersion(6));

    const events = eventsOn(socket, channel);
    expect(events.map((e) => [e.name, e.version])).toEqual([
      ['notification.created', 1],
      ['notification.created', 2],
      ['notification.updated', 3],
      ['notification.deleted', 4],
      ['notifications.changed', 5],
      ['notifications.changed', 6],
    ]);
    expect(events[0]).toMatchObject({ notification: { id: first!.id, title: 'Nieuwe inzending', isRead: false } });
    expect(events[2]).toEqual({ name: 'notification.updated', version: 3, ids: expect.arrayContaining([first!.id, second!.id]), isRead: true });
    expect(events[3]).toEqual({ name: 'notification.deleted', version: 4, items: [{ id: first!.id, isRead: true }] });
    expect(socket.messages.some((m) => m.type === 'event' && m.channel !== channel)).toBe(false);
    expect((await inbox.unreadCount()).json()).toEqual({ count: 0, version: 6 });
  });

  it('sends nothing for a change that was rolled back', async () => {
    const me = await createUser(live.t.db);
    const token = await logInAs(live.t.app, me);
    const socket = await live.open(token);
    const channel = channelName('notifications', me.user.id);
    await socket.subscribe(channel);
    await expect(
      transactionWithEvents({ db: live.t.db, events: live.t.app.events }, async (tx, emit) => {
        await createNotifications(tx, emit, { recipients: [me.user.id], companyId: me.company.id, content: { type: 'notitie', title: 'Teruggedraaid' } });
        throw new Error('the producer failed after notifying');
      }),
    ).rejects.toThrow('the producer failed');
    await notify(live.t.app, live.t.db, { recipients: [me.user.id], companyId: me.company.id, content: { type: 'notitie', title: 'Wel' } });
    await socket.next(withVersion(1));
    expect(eventsOn(socket, channel).map((e) => (e as { notification?: { title: string } }).notification?.title)).toEqual(['Wel']);
  });
});
