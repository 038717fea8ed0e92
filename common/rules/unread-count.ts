/**
 * The inbox's unread count (spec section 4): +1 on a new unread notification, −1 (never below 0)
 * when one is read or an unread one is deleted, +1 when a read one becomes unread.
 *
 * Every live event carries the version of the recipient's notifications it produced (the server
 * bumps it by one per change, in the change's transaction). An event at or below the known
 * version is already counted (a duplicate, or older than the count just loaded); an event that
 * skips a version means one was missed, so the count is applied and also reloaded.
 */
import type { NotificationEvent } from '../schemas/notifications.js';

export type UnreadChange = { kind: 'created'; isRead: boolean } | { kind: 'readChanged'; from: boolean; to: boolean } | { kind: 'deleted'; isRead: boolean };

export function applyUnreadChange(count: number, change: UnreadChange): number {
  switch (change.kind) {
    case 'created':
      return change.isRead ? count : count + 1;
    case 'readChanged':
      if (change.from === change.to) return count;
      return change.to ? Math.max(0, count - 1) : count + 1;
    case 'deleted':
      return change.isRead ? count : Math.max(0, count - 1);
  }
}

export interface UnreadState {
  count: number;
  version: number;
}

export interface UnreadStep {
  state: UnreadState;
  /** Reload the count from the server (a missed event, or a change too large to describe). */
  reload: boolean;
  /** Whether the event was new (false: a duplicate or older than what is known). */
  applied: boolean;
}

/** The per-item changes an event describes (the server only lists items whose state changed). */
export function unreadChangesOf(event: NotificationEvent): UnreadChange[] {
  switch (event.name) {
    case 'notification.created':
      return [{ kind: 'created', isRead: event.notification.isRead }];
    case 'notification.updated':
      return event.ids.map(() => ({ kind: 'readChanged', from: !event.isRead, to: event.isRead }));
    case 'notification.deleted':
      return event.items.map((item) => ({ kind: 'deleted', isRead: item.isRead }));
    case 'notifications.changed':
      return [];
  }
}

export function applyNotificationEvent(state: UnreadState, event: NotificationEvent): UnreadStep {
  if (event.version <= state.version) return { state, reload: false, applied: false };
  const count = unreadChangesOf(event).reduce(applyUnreadChange, state.count);
  const missed = event.version > state.version + 1;
  return {
    state: { count, version: event.version },
    reload: missed || event.name === 'notifications.changed',
    applied: true,
  };
}
