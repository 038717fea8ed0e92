import { describe, expect, it } from 'vitest';
import type { Notification, NotificationFilters } from '../../../../common/schemas/notifications';
import { applyEventToList, chunk, type ListPages, matchesFilters, prependNotification, removeNotifications, setAllRead, setReadState } from './list-cache';

let seq = 0;
function n(overrides: Partial<Notification> = {}): Notification {
  seq++;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    type: 'formulier',
    title: `Melding ${seq}`,
    description: null,
    clientName: 'Acme',
    clientId: null,
    formTitle: null,
    formId: null,
    submissionId: null,
    platform: 'facebook',
    recipientId: '00000000-0000-4000-8000-00000000ffff',
    isRead: false,
    createdAt: new Date(2025, 0, 1, 12, seq).toISOString(),
    colleague: null,
    noteTitle: null,
    accountId: null,
    eventId: null,
    contactType: null,
    contactPriority: null,
    contactCompany: null,
    contactEmail: null,
    contactPhone: null,
    campaignId: null,
    checklistId: null,
    noteId: null,
    commentId: null,
    creativeId: null,
    ...overrides,
  };
}

function pages(...lists: Notification[][]): ListPages {
  return {
    pages: lists.map((items, i) => ({ items, nextCursor: i < lists.length - 1 ? `c${i}` : null })),
    pageParams: lists.map((_, i) => (i === 0 ? null : `c${i - 1}`)),
  };
}

const all: NotificationFilters = { status: 'all' };

describe('inbox list cache', () => {
  it('matches every filter', () => {
    const bakker = '00000000-0000-4000-8000-00000000b4c3';
    const item = n({ type: 'notitie', isRead: true, clientName: 'Bakker', clientId: bakker, platform: 'google' });
    expect(matchesFilters(item, all)).toBe(true);
    expect(matchesFilters(item, { status: 'read', type: 'notitie', client: bakker, platform: 'google' })).toBe(true);
    expect(matchesFilters(item, { status: 'all', client: 'none' })).toBe(false);
    expect(matchesFilters(n({ clientId: null }), { status: 'all', client: 'none' })).toBe(true);
    expect(matchesFilters(item, { status: 'unread' })).toBe(false);
    expect(matchesFilters(item, { status: 'all', type: 'formulier' })).toBe(false);
    expect(matchesFilters(item, { status: 'all', client: '00000000-0000-4000-8000-0000000ac3e0' })).toBe(false);
    expect(matchesFilters(item, { status: 'all', platform: 'facebook' })).toBe(false);
    expect(matchesFilters(n({ platform: null }), { status: 'all', platform: 'facebook' })).toBe(false);
  });

  it('puts a new notification on top of the first page only when it matches, and only once', () => {
    const a = n();
    const data = pages([a], [n()]);
    const fresh = n();
    const next = prependNotification(data, fresh, all);
    expect(next.pages[0]!.items.map((i) => i.id)).toEqual([fresh.id, a.id]);
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(prependNotification(next, fresh, all)).toBe(next);
    expect(prependNotification(data, n({ type: 'notitie' }), { status: 'all', type: 'formulier' })).toBe(data);
  });

  it('patches read state and removes deleted items wherever they are, idempotently', () => {
    const a = n();
    const b = n();
    const data = pages([a], [b]);
    const read = setReadState(data, new Set([b.id]), true);
    expect(read.pages[1]!.items[0]!.isRead).toBe(true);
    expect(read.pages[0]).toBe(data.pages[0]);
    expect(setReadState(read, new Set([b.id]), true)).toBe(read);
    const removed = removeNotifications(read, new Set([a.id]));
    expect(removed.pages[0]!.items).toEqual([]);
    expect(removeNotifications(removed, new Set([a.id]))).toBe(removed);
    const allRead = setAllRead(pages([n(), n({ isRead: true })]));
    expect(allRead.pages[0]!.items.every((i) => i.isRead)).toBe(true);
  });

  it('applies each live event, and asks for a reload on a bulk change', () => {
    const a = n();
    const data = pages([a]);
    const created = n();
    expect(applyEventToList(data, { name: 'notification.created', version: 2, notification: created }, all)!.pages[0]!.items[0]!.id).toBe(created.id);
    expect(applyEventToList(data, { name: 'notification.updated', version: 2, ids: [a.id], isRead: true }, all)!.pages[0]!.items[0]!.isRead).toBe(true);
    expect(applyEventToList(data, { name: 'notification.deleted', version: 2, items: [{ id: a.id, isRead: false }] }, all)!.pages[0]!.items).toEqual([]);
    expect(applyEventToList(data, { name: 'notifications.changed', version: 2 }, all)).toBeNull();
  });

  it('splits bulk ids into requests of at most 500', () => {
    const ids = Array.from({ length: 1_001 }, (_, i) => String(i));
    expect(chunk(ids, 500).map((part) => part.length)).toEqual([500, 500, 1]);
    expect(chunk([], 500)).toEqual([]);
  });
});
