import { describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '../../../../common/schemas/notifications';
import { requestFor, withChange } from './api/update-notification-preferences';

const preferences: NotificationPreferences = {
  types: [
    { type: 'formulier', inApp: true, email: false },
    { type: 'notitie', inApp: true, email: true },
  ],
  dailyDigest: false,
};

describe('notification preference changes', () => {
  it('changes one switch and nothing else', () => {
    const next = withChange(preferences, { kind: 'type', type: 'formulier', channel: 'email', value: true });
    expect(next.types).toEqual([
      { type: 'formulier', inApp: true, email: true },
      { type: 'notitie', inApp: true, email: true },
    ]);
    expect(withChange(preferences, { kind: 'digest', value: true }).dailyDigest).toBe(true);
    expect(preferences.types[0]!.email).toBe(false);
  });

  it('sends only the changed type, or only the digest', () => {
    expect(requestFor(preferences, { kind: 'type', type: 'notitie', channel: 'inApp', value: false })).toEqual({
      types: [{ type: 'notitie', inApp: false, email: true }],
    });
    expect(requestFor(preferences, { kind: 'digest', value: true })).toEqual({ types: [], dailyDigest: true });
  });
});
