/**
 * Where a notification leads (spec section 2, Inbox panel). The target is a path with query
 * parameters only (no router state), so it survives a reload and can be shared; the screens read
 * the parameters (docs/notification-links.md is the contract for screens built later).
 */
import { portalTargetOf, type NotificationAudience } from '../notification-kinds.js';
import type { Notification } from '../schemas/notifications.js';

export interface NotificationTarget {
  pathname: '/calender' | '/dashboard' | '/accounts' | '/forms' | '/checklists' | '/creatives' | `/clientportal/${string}`;
  /** Query parameters in a stable order; absent ids are left out. */
  params: Record<string, string>;
  /** formulier: the submission is loaded before navigating (errors stay in the inbox). */
  loadSubmission: string | null;
}

type TargetInput = Pick<
  Notification,
  'id' | 'type' | 'formId' | 'submissionId' | 'eventId' | 'accountId' | 'campaignId' | 'colleague' | 'platform' | 'checklistId' | 'noteId' | 'commentId'
> & { clientId?: string | null | undefined; creativeId?: string | null | undefined };

function params(entries: Record<string, string | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) if (value) out[key] = value;
  return out;
}

/** `audience`: whose inbox the notification is in (a kind of both sides opens in the portal for a client). */
export function notificationTarget(n: TargetInput, audience: NotificationAudience = 'team'): NotificationTarget {
  const go = (pathname: NotificationTarget['pathname'], p: Record<string, string | null | undefined> = {}) => ({
    pathname,
    params: params(p),
    loadSubmission: null,
  });
  // A client's kinds open in the portal where their registry entry says (common/notification-kinds.ts).
  const portalTarget = portalTargetOf(n.type, audience);
  if (portalTarget) {
    const target = portalTarget({ id: n.id, clientId: n.clientId, eventId: n.eventId, formId: n.formId, creativeId: n.creativeId, commentId: n.commentId });
    return go(target.pathname, target.params);
  }
  switch (n.type) {
    case 'formulier':
      return {
        ...go('/calender', { form: n.formId, submission: n.submissionId, sidebar: 'form' }),
        loadSubmission: n.submissionId,
      };
    case 'contact_event':
    case 'event_reminder':
    case 'appointment_request':
    case 'appointment_response':
      return go('/calender', { event: n.eventId });
    case 'contact_event_update':
      return go('/calender', { event: n.eventId, highlight: 'changes', notification: n.id });
    case 'deadline_reminder':
      if (n.creativeId) return go('/creatives', { creative: n.creativeId });
      if (n.checklistId) return go('/checklists', { checklist: n.checklistId });
      // Without a form the reminder itself is what it is about: the dashboard shows it.
      return n.formId ? go('/calender', { form: n.formId, sidebar: 'form' }) : go('/dashboard', { notification: n.id });
    case 'campaign_alert':
    case 'budget_warning':
    case 'performance_alert':
      return go('/accounts', {
        account: n.accountId,
        platform: n.platform,
        alert: n.type,
        campaign: n.campaignId,
        notification: n.id,
      });
    case 'team_update':
      return go('/dashboard', { colleague: n.colleague });
    case 'notitie':
      return go('/accounts', { account: n.accountId, platform: n.platform, view: 'conversation', note: n.noteId });
    case 'mention':
      // The exact message: a creative's comment, a checklist's comment, or a reply in a note's conversation.
      if (n.creativeId) return go('/creatives', { creative: n.creativeId, comment: n.commentId });
      if (n.checklistId) return go('/checklists', { checklist: n.checklistId, comment: n.commentId });
      return go('/accounts', { account: n.accountId, platform: n.platform, view: 'conversation', note: n.noteId, comment: n.commentId });
    case 'creative_review':
    case 'creative_decision':
      return go('/creatives', { creative: n.creativeId, comment: n.commentId });
    case 'form_modification':
      // The team's is about a client's edit of a submission (`submissionId`): /forms opens it there.
      return go('/forms', { form: n.formId, submission: n.formId ? n.submissionId : null });
    default:
      // A kind with neither a portal target nor a case here: the dashboard (never a dead link).
      return go('/dashboard');
  }
}

/** The target as a URL path with its query string. */
export function notificationHref(target: Pick<NotificationTarget, 'pathname' | 'params'>): string {
  const query = new URLSearchParams(target.params).toString();
  return query ? `${target.pathname}?${query}` : target.pathname;
}
