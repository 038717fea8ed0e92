import { describe, expect, it } from 'vitest';
import { notificationTypes, type Notification } from '../schemas/notifications.js';
import { notificationHref, notificationTarget } from './notification-target.js';

const base = {
  id: 'n1',
  formId: null,
  submissionId: null,
  eventId: null,
  accountId: null,
  campaignId: null,
  checklistId: null,
  noteId: null,
  commentId: null,
  creativeId: null,
  colleague: null,
  platform: null,
} satisfies Partial<Notification>;
const href = (n: Partial<Notification> & Pick<Notification, 'type'>) => notificationHref(notificationTarget({ ...base, ...n }));

describe('notificationTarget', () => {
  it('opens the calendar with the form sidebar for a form submission, after loading it', () => {
    const target = notificationTarget({ ...base, type: 'formulier', formId: 'f1', submissionId: 's1' });
    expect(target.loadSubmission).toBe('s1');
    expect(notificationHref(target)).toBe('/calender?form=f1&submission=s1&sidebar=form');
  });

  it('opens the contact event, and highlights the changes of an update', () => {
    expect(href({ type: 'contact_event', eventId: 'e1' })).toBe('/calender?event=e1');
    expect(href({ type: 'contact_event_update', eventId: 'e1' })).toBe('/calender?event=e1&highlight=changes&notification=n1');
    expect(href({ type: 'event_reminder', eventId: 'e2' })).toBe('/calender?event=e2');
  });

  it('sends a deadline reminder to the form when there is one, else to the dashboard, which shows the reminder', () => {
    expect(href({ type: 'deadline_reminder', formId: 'f1' })).toBe('/calender?form=f1&sidebar=form');
    expect(href({ type: 'deadline_reminder' })).toBe('/dashboard?notification=n1');
    expect(href({ type: 'deadline_reminder', checklistId: 'c1', formId: 'f1' })).toBe('/checklists?checklist=c1');
  });

  it("opens a client's edited submission on /forms, and the form when there is no submission", () => {
    const target = notificationTarget({ ...base, type: 'form_modification', formId: 'f1', submissionId: 's1' });
    expect(target.loadSubmission).toBeNull();
    expect(notificationHref(target)).toBe('/forms?form=f1&submission=s1');
    expect(href({ type: 'form_modification', formId: 'f1' })).toBe('/forms?form=f1');
    // /forms opens a submission only within its form: without the form, the list.
    expect(href({ type: 'form_modification', submissionId: 's1' })).toBe('/forms');
  });

  it('opens the account with the alert highlighted for the three account alerts', () => {
    for (const type of ['campaign_alert', 'budget_warning', 'performance_alert'] as const) {
      expect(href({ type, accountId: 'act_1', platform: 'facebook' })).toBe(`/accounts?account=act_1&platform=facebook&alert=${type}&notification=n1`);
    }
  });

  it('highlights the colleague and opens the account conversation', () => {
    expect(href({ type: 'team_update', colleague: 'u2' })).toBe('/dashboard?colleague=u2');
    expect(href({ type: 'notitie', accountId: 'a1', platform: 'google' })).toBe('/accounts?account=a1&platform=google&view=conversation');
  });

  it("opens the note's own conversation, and a mention's exact message", () => {
    expect(href({ type: 'notitie', accountId: 'a1', platform: 'google', noteId: 'n9' })).toBe('/accounts?account=a1&platform=google&view=conversation&note=n9');
    expect(href({ type: 'mention', accountId: 'a1', platform: 'facebook', noteId: 'n9', commentId: 'c3' })).toBe(
      '/accounts?account=a1&platform=facebook&view=conversation&note=n9&comment=c3',
    );
    expect(href({ type: 'mention', checklistId: 'k1', commentId: 'c4' })).toBe('/checklists?checklist=k1&comment=c4');
  });

  it("opens a client's own kinds in the portal's Agenda with the client chosen (issue 33)", () => {
    for (const type of ['appointment_shared', 'appointment_confirmed', 'appointment_moved', 'appointment_cancelled'] as const) {
      expect(href({ type, clientId: 'k1', eventId: 'e1' })).toBe('/clientportal/calendar?client=k1&event=e1');
    }
  });

  it('has a target for every type, and only formulier loads a submission', () => {
    for (const type of notificationTypes) {
      const target = notificationTarget({ ...base, type, submissionId: 's' });
      expect(target.pathname).toMatch(/^\/(calender|dashboard|accounts|forms|checklists|creatives|clientportal\/calendar)$/);
      expect(target.loadSubmission !== null).toBe(type === 'formulier');
    }
  });

  it('opens a creative and, for a mention or a decision, its comment; a client opens it in the portal', () => {
    const creative = { ...base, creativeId: 'cr1', commentId: 'c9', clientId: 'k1' };
    expect(notificationTarget({ ...creative, type: 'creative_review' })).toMatchObject({ pathname: '/creatives', params: { creative: 'cr1', comment: 'c9' } });
    expect(notificationTarget({ ...creative, type: 'mention' })).toMatchObject({ pathname: '/creatives', params: { creative: 'cr1', comment: 'c9' } });
    expect(notificationTarget({ ...creative, type: 'deadline_reminder', checklistId: null, formId: null })).toMatchObject({
      pathname: '/creatives',
      params: { creative: 'cr1' },
    });
    expect(notificationTarget({ ...creative, type: 'creative_review' }, 'client')).toMatchObject({
      pathname: '/clientportal/creatives',
      params: { client: 'k1', creative: 'cr1' },
    });
  });
});
