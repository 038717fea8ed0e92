import { describe, expect, it } from 'vitest';
import type { Notification, NotificationEvent } from '../schemas/notifications.js';
import { applyNotificationEvent, applyUnreadChange } from './unread-count.js';

const note = (isRead: boolean) => ({ isRead }) as Notification;

describe('applyUnreadChange', () => {
  it('adds one for a new unread notification and nothing for a new read one', () => {
    expect(applyUnreadChange(3, { kind: 'created', isRead: false })).toBe(4);
    expect(applyUnreadChange(3, { kind: 'created', isRead: true })).toBe(3);
  });

  it('subtracts one when read, never below 0, and adds one when read becomes unread', () => {
    expect(applyUnreadChange(3, { kind: 'readChanged', from: false, to: true })).toBe(2);
    expect(applyUnreadChange(0, { kind: 'readChanged', from: false, to: true })).toBe(0);
    expect(applyUnreadChange(3, { kind: 'readChanged', from: true, to: false })).toBe(4);
    expect(applyUnreadChange(3, { kind: 'readChanged', from: true, to: true })).toBe(3);
  });

  it('subtracts one for a deleted unread notification only, never below 0', () => {
    expect(applyUnreadChange(3, { kind: 'deleted', isRead: false })).toBe(2);
    expect(applyUnreadChange(3, { kind: 'deleted', isRead: true })).toBe(3);
    expect(applyUnreadChange(0, { kind: 'deleted', isRead: false })).toBe(0);
  });
});

describe('applyNotificationEvent', () => {
  const created = (version: number, isRead = false): NotificationEvent => ({
    name: 'notification.created',
    version,
    notification: note(isRead),
  });

  it('applies events in order and counts bulk changes per item', () => {
    let state = { count: 0, version: 10 };
    state = applyNotificationEvent(state, created(11)).state;
    state = applyNotificationEvent(state, created(12)).state;
    state = applyNotificationEvent(state, created(13, true)).state;
    expect(state).toEqual({ count: 2, version: 13 });
    const read = applyNotificationEvent(state, { name: 'notification.updated', version: 14, ids: ['a', 'b'], isRead: true });
    expect(read).toEqual({ state: { count: 0, version: 14 }, reload: false, applied: true });
    const unread = applyNotificationEvent(read.state, { name: 'notification.updated', version: 15, ids: ['a'], isRead: false });
    expect(unread.state.count).toBe(1);
    const deleted = applyNotificationEvent(unread.state, {
      name: 'notification.deleted',
      version: 16,
      items: [
        { id: 'a', isRead: false },
        { id: 'c', isRead: true },
      ],
    });
    expect(deleted.state).toEqual({ count: 0, version: 16 });
  });

  it('ignores a duplicate or an event older than the loaded count', () => {
    const state = { count: 5, version: 20 };
    expect(applyNotificationEvent(state, created(20))).toEqual({ state, reload: false, applied: false });
    expect(applyNotificationEvent(state, created(3))).toEqual({ state, reload: false, applied: false });
  });

  it('asks for a reload when a version was skipped or the change was too large to describe', () => {
    const gap = applyNotificationEvent({ count: 1, version: 1 }, created(3));
    expect(gap).toEqual({ state: { count: 2, version: 3 }, reload: true, applied: true });
    const changed = applyNotificationEvent({ count: 1, version: 3 }, { name: 'notifications.changed', version: 4 });
    expect(changed).toEqual({ state: { count: 1, version: 4 }, reload: true, applied: true });
  });
});
