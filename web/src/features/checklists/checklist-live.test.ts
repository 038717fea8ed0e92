import { describe, expect, it } from 'vitest';
import { asChecklistLiveEvent } from './checklist-live';
import { item, uuid } from './test-data';

describe('checklist live events', () => {
  it('accepts the three checklist events and nothing else', () => {
    expect(asChecklistLiveEvent({ name: 'checklist.changed', id: uuid(1), by: null })?.name).toBe('checklist.changed');
    expect(asChecklistLiveEvent({ name: 'checklist.deleted', id: uuid(1), by: uuid(2) })?.name).toBe('checklist.deleted');
    expect(asChecklistLiveEvent({ name: 'checklist.item', checklistId: uuid(1), item: item(1, 0), by: null })?.name).toBe('checklist.item');
    expect(asChecklistLiveEvent({ name: 'checklist.item', checklistId: uuid(1), item: { id: 'x' }, by: null })).toBeNull();
    expect(asChecklistLiveEvent({ name: 'checklist.changed' })).toBeNull();
    expect(asChecklistLiveEvent({ name: 'note.deleted', id: uuid(1) })).toBeNull();
  });
});
