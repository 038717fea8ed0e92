import { describe, expect, it } from 'vitest';
import { shownClientName } from './shown-client';

describe('shownClientName', () => {
  it('names a real client', () => {
    expect(shownClientName({ type: 'notitie', clientName: 'Bakkerij Jansen' })).toBe('Bakkerij Jansen');
  });

  it("shows no client for the stored default 'Onbekende client' or an empty name", () => {
    expect(shownClientName({ type: 'budget_warning', clientName: 'Onbekende client' })).toBeNull();
    expect(shownClientName({ type: 'formulier', clientName: '  ' })).toBeNull();
  });

  it('shows no client on a colleague joining (team_update)', () => {
    expect(shownClientName({ type: 'team_update', clientName: 'Demo Marketingbureau' })).toBeNull();
  });
});
