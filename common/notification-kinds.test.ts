import { describe, expect, it } from 'vitest';
import { notificationTypes } from './notification-constants.js';
import { audienceHasPlatforms, defaultPreferenceOf, kindsFor, notificationKinds, portalTargetOf, receivesKind, typeFilterKinds } from './notification-kinds.js';
import { notificationHref, notificationTarget } from './rules/notification-target.js';

describe('the notification kinds registry', () => {
  it('has one entry per type, each for the team, a client or both', () => {
    expect(Object.keys(notificationKinds).sort()).toEqual([...notificationTypes].sort());
    expect([...new Set([...kindsFor('team'), ...kindsFor('client')])].sort()).toEqual([...notificationTypes].sort());
  });

  it('lets a client receive only the client kinds and the team only theirs', () => {
    expect(kindsFor('client')).toEqual([
      'form_modification',
      'deadline_reminder',
      'mention',
      'appointment_shared',
      'appointment_confirmed',
      'appointment_moved',
      'appointment_cancelled',
      'creative_review',
    ]);
    expect(receivesKind('client', 'appointment_shared')).toBe(true);
    expect(receivesKind('client', 'formulier')).toBe(false);
    expect(receivesKind('client', 'notitie')).toBe(false);
    expect(receivesKind('marketeer', 'appointment_shared')).toBe(false);
    expect(receivesKind('admin', 'formulier')).toBe(true);
  });

  it('gives the form kinds both audiences: a client’s opens the portal’s Formulieren, the team’s its own screens', () => {
    for (const type of ['form_modification', 'deadline_reminder'] as const) {
      expect(receivesKind('client', type)).toBe(true);
      expect(receivesKind('marketeer', type)).toBe(true);
      expect(portalTargetOf(type, 'team')).toBeUndefined();
    }
    const n = {
      id: 'n1',
      type: 'deadline_reminder' as const,
      formId: 'f1',
      clientId: 'c1',
      submissionId: null,
      eventId: null,
      accountId: null,
      campaignId: null,
      colleague: null,
      platform: null,
      checklistId: null,
      noteId: null,
      commentId: null,
      creativeId: null,
    };
    expect(notificationHref(notificationTarget(n, 'client'))).toBe('/clientportal/forms?client=c1&form=f1');
    expect(notificationHref(notificationTarget(n, 'team'))).toBe('/calender?form=f1&sidebar=form');
    expect(notificationHref(notificationTarget({ ...n, type: 'form_modification' }, 'client'))).toBe('/clientportal/forms?client=c1&form=f1');
    expect(notificationHref(notificationTarget({ ...n, type: 'form_modification' }))).toBe('/forms?form=f1');
    // A client's edit of a submission opens it on /forms; the client's own stays in the portal.
    const edited = { ...n, type: 'form_modification' as const, submissionId: 's1' };
    expect(notificationHref(notificationTarget(edited))).toBe('/forms?form=f1&submission=s1');
    expect(notificationHref(notificationTarget(edited, 'client'))).toBe('/clientportal/forms?client=c1&form=f1');
    // A mention: a colleague's opens the creative's comment on /creatives, a client's in the portal.
    const mention = { ...n, type: 'mention' as const, creativeId: 'k1', commentId: 'm1' };
    expect(notificationHref(notificationTarget(mention))).toBe('/creatives?creative=k1&comment=m1');
    expect(notificationHref(notificationTarget(mention, 'client'))).toBe('/clientportal/creatives?client=c1&creative=k1&comment=m1');
    // A client-only kind opens in the portal whoever asks.
    expect(portalTargetOf('appointment_shared', 'team')).toBeDefined();
  });

  it('offers the spec’s four kinds in the team’s Type filter and the client’s own kinds in theirs', () => {
    expect(typeFilterKinds('team')).toEqual(['formulier', 'notitie', 'contact_event', 'form_modification']);
    expect(typeFilterKinds('client')).toEqual(kindsFor('client'));
    expect(typeFilterKinds('team')).not.toContain('deadline_reminder');
    expect(audienceHasPlatforms('team')).toBe(true);
    expect(audienceHasPlatforms('client')).toBe(false);
  });

  it('mails a client’s appointment kinds by default, not the team’s, and opens every client kind in the portal', () => {
    expect(defaultPreferenceOf('appointment_moved')).toEqual({ inApp: true, email: true });
    expect(defaultPreferenceOf('notitie')).toEqual({ inApp: true, email: false });
    // A kind of both sides: the team's default for the team, a client's for a client.
    expect(defaultPreferenceOf('deadline_reminder')).toEqual({ inApp: true, email: false });
    expect(defaultPreferenceOf('deadline_reminder', 'client')).toEqual({ inApp: true, email: true });
    for (const type of kindsFor('client')) expect(portalTargetOf(type, 'client')).toBeDefined();
  });
});
