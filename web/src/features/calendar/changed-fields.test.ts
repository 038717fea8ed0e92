/** A contact_event_update's changed fields → the card's marked rows (changed-fields.ts). */
import { describe, expect, it } from 'vitest';
import { changedRows } from './changed-fields';

describe('changedRows', () => {
  it('maps the server’s field names to the rows that show them', () => {
    expect([...changedRows(['start', 'end', 'contact.phone', 'ownerId', 'location'])].sort()).toEqual(['location', 'owner', 'phone', 'time']);
  });

  it('accepts the other spellings of contact fields', () => {
    expect([...changedRows(['contact_phone', 'contactPriority', 'contact.email', 'contact.company', 'contact.name', 'contact.type'])].sort()).toEqual([
      'company',
      'contactName',
      'contactType',
      'email',
      'phone',
      'priority',
    ]);
  });

  it('maps nested recurrence and reminders to their rows, and ignores unknown names', () => {
    expect([...changedRows(['recurrence.until', 'reminders', 'version', 'updatedAt', ''])].sort()).toEqual(['recurrence', 'reminders']);
    expect(changedRows([]).size).toBe(0);
  });
});
