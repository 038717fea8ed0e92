import { describe, expect, it } from 'vitest';
import { platformCardState } from './platform-state';

describe('platformCardState', () => {
  it('names each state of a platform card', () => {
    expect(platformCardState({ configured: false, connected: false, status: 'not_connected' })).toBe('notConfigured');
    expect(platformCardState({ configured: true, connected: false, status: 'not_connected' })).toBe('notConnected');
    expect(platformCardState({ configured: true, connected: true, status: 'ok' })).toBe('connected');
    expect(platformCardState({ configured: true, connected: true, status: 'never' })).toBe('connected');
    expect(platformCardState({ configured: true, connected: true, status: 'expired' })).toBe('expired');
    expect(platformCardState({ configured: true, connected: true, status: 'error' })).toBe('error');
  });
});
