import { describe, expect, it } from 'vitest';
import { notificationTypes } from './notification-constants.js';
import { audienceHasPlatforms, defaultPreferenceOf, kindsFor, notificationKinds, receivesKind, typeFilterKinds } from './notification-kinds.js';

describe('the notification kinds registry', () => {
  it('has one entry per type, each for the team or a client', () => {
    expect(Object.keys(notificationKinds).sort()).toEqual([...notificationTypes].sort());
    expect([...kindsFor('team'), ...kindsFor('client')].sort()).toEqual([...notificationTypes].sort());
  });

  it('lets a client receive only the client kinds and the team only theirs', () => {
    expect(kindsFor('client')).toEqual(['appointment_shared', 'appointment_confirmed', 'appointment_moved', 'appointment_cancelled']);
    expect(receivesKind('client', 'appointment_shared')).toBe(true);
    expect(receivesKind('client', 'formulier')).toBe(false);
    expect(receivesKind('client', 'notitie')).toBe(false);
    expect(receivesKind('marketeer', 'appointment_shared')).toBe(false);
    expect(receivesKind('admin', 'formulier')).toBe(true);
  });

  it('offers the spec’s four kinds in the team’s Type filter and the client’s own kinds in theirs', () => {
    expect(typeFilterKinds('team')).toEqual(['formulier', 'notitie', 'contact_event', 'form_modification']);
    expect(typeFilterKinds('client')).toEqual(kindsFor('client'));
    expect(audienceHasPlatforms('team')).toBe(true);
    expect(audienceHasPlatforms('client')).toBe(false);
  });

  it('mails a client’s kinds by default, not the team’s, and opens every client kind in the portal', () => {
    expect(defaultPreferenceOf('appointment_moved')).toEqual({ inApp: true, email: true });
    expect(defaultPreferenceOf('notitie')).toEqual({ inApp: true, email: false });
    for (const type of kindsFor('client')) expect('portalTarget' in notificationKinds[type]).toBe(true);
  });
});
