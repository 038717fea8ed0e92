import { describe, expect, it } from 'vitest';
import { asNotificationEvent } from './notification-event';

describe('asNotificationEvent', () => {
  it('accepts the four live events', () => {
    expect(asNotificationEvent({ name: 'notification.created', version: 1, notification: { id: 'a', isRead: false } })).not.toBeNull();
    expect(asNotificationEvent({ name: 'notification.updated', version: 1, ids: ['a'], isRead: true })).not.toBeNull();
    expect(asNotificationEvent({ name: 'notification.deleted', version: 1, items: [] })).not.toBeNull();
    expect(asNotificationEvent({ name: 'notifications.changed', version: 1 })).not.toBeNull();
  });

  it('ignores anything else', () => {
    expect(asNotificationEvent({ name: 'notification.created', version: 1 })).toBeNull();
    expect(asNotificationEvent({ name: 'notification.updated', version: '1', ids: [], isRead: true })).toBeNull();
    expect(asNotificationEvent({ name: 'note.created', version: 1 })).toBeNull();
  });
});
