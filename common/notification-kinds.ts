/**
 * The registry of notification kinds (issue 34): per kind who receives it (the agency's team, a
 * client's portal users), whether the inbox's Type filter offers it, how the inbox shows it (icon
 * and tone, whether it carries an ad platform), its default choice, and — for a kind that opens in
 * the client portal — where it leads. The producer (`receivesKind`), the preferences (`kindsFor`)
 * and the inbox panel with its Type filter read it; none of them lists kinds of its own.
 *
 * A feature adding a kind (forms, creatives, leads for a client) adds the type to
 * `notificationTypes` (and the table's check), one entry here, its Dutch and English name under
 * `inbox:types` — and nothing in the panel. Without zod, so the browser's inbox chunk stays small.
 */
import type { NotificationType } from './notification-constants.js';

/** Who a kind is for: the agency's team (admin, marketeer) or a client's portal users. */
export type NotificationAudience = 'team' | 'client';

/** The inbox's round icon per kind (web/src/features/inbox/components/type-icon.tsx draws them). */
export type NotificationIcon =
  | 'form'
  | 'form-changed'
  | 'note'
  | 'phone'
  | 'phone-forwarded'
  | 'alarm'
  | 'megaphone'
  | 'wallet'
  | 'trend-down'
  | 'users'
  | 'at'
  | 'calendar-clock'
  | 'calendar-plus'
  | 'calendar-check'
  | 'calendar-cog'
  | 'calendar-x'
  | 'creative'
  | 'creative-check';

export type NotificationTone = 'accent' | 'success' | 'warning' | 'danger' | 'default';

/** The fields of a notification a kind's own target reads. */
export interface KindTargetInput {
  id: string;
  clientId?: string | null | undefined;
  eventId: string | null;
  formId: string | null;
  creativeId?: string | null | undefined;
  commentId?: string | null | undefined;
}

/** A portal address: `/clientportal/<tab>` with query parameters (absent values are left out). */
export interface PortalKindTarget {
  pathname: `/clientportal/${string}`;
  params: Record<string, string | null | undefined>;
}

export interface NotificationKind {
  audience: readonly NotificationAudience[];
  /**
   * Offered in the Type filter of its audiences' inbox (the team's: the spec's four); a list names
   * the audiences whose filter offers it (a kind for both sides).
   */
  typeFilter: boolean | readonly NotificationAudience[];
  /** Carries an ad platform (the Platform filter shows while some kind of the audience does); a list: for those audiences only. */
  platform: boolean | readonly NotificationAudience[];
  icon: NotificationIcon;
  tone: NotificationTone;
  /** The choice while the recipient has stored none. */
  defaults: { inApp: boolean; email: boolean };
  /** A kind of both sides: a client's choice while they stored none (default: `defaults`). */
  clientDefaults?: { inApp: boolean; email: boolean };
  /**
   * Where a kind opens in the client portal (for a client's portal users). The team's kinds open
   * the workspace's screens through common/rules/notification-target.ts; a kind for both sides
   * opens here for a client and there for the team.
   */
  portalTarget?: (n: KindTargetInput) => PortalKindTarget;
}

const teamDefault = { inApp: true, email: false } as const;
/** A client's appointment mails are on unless the client turns them off (issue 33). */
const clientDefault = { inApp: true, email: true } as const;

const team = (icon: NotificationIcon, tone: NotificationTone, more: Partial<NotificationKind> = {}): NotificationKind => ({
  audience: ['team'],
  typeFilter: false,
  platform: false,
  icon,
  tone,
  defaults: teamDefault,
  ...more,
});

/** A client's appointment news: the portal's Agenda with that client chosen and the appointment marked. */
const appointmentForClient = (icon: NotificationIcon, tone: NotificationTone): NotificationKind => ({
  audience: ['client'],
  typeFilter: true,
  platform: false,
  icon,
  tone,
  defaults: clientDefault,
  portalTarget: (n) => ({ pathname: '/clientportal/calendar', params: { client: n.clientId, event: n.eventId } }),
});

/**
 * A client's form news (issue 35): the portal's Formulieren with that client and form chosen. The
 * same kinds reach the team (a client edited a submission, a send's deadline nears).
 */
const formsForClient = (n: KindTargetInput): PortalKindTarget => ({ pathname: '/clientportal/forms', params: { client: n.clientId, form: n.formId } });

/** A client's creative news (issue 36): the portal's Creatives with that client and creative chosen (and the comment, for a mention). */
const creativesForClient = (n: KindTargetInput): PortalKindTarget => ({
  pathname: '/clientportal/creatives',
  params: { client: n.clientId, creative: n.creativeId, comment: n.commentId },
});

export const notificationKinds = {
  formulier: team('form', 'accent', { typeFilter: true, platform: true }),
  notitie: team('note', 'default', { typeFilter: true, platform: true }),
  contact_event: team('phone', 'success', { typeFilter: true }),
  contact_event_update: team('phone-forwarded', 'success'),
  /** To the team when a client edits a submission; to a client when a form they started or submitted is published again. */
  form_modification: team('form-changed', 'accent', {
    audience: ['team', 'client'],
    typeFilter: true,
    portalTarget: formsForClient,
    clientDefaults: clientDefault,
  }),
  /** A deadline nears: a checklist's (team) or a form send's (team and the client's portal users). */
  deadline_reminder: team('alarm', 'warning', {
    audience: ['team', 'client'],
    typeFilter: ['client'],
    platform: ['team'],
    portalTarget: (n) => (n.creativeId ? creativesForClient(n) : formsForClient(n)),
    clientDefaults: clientDefault,
  }),
  campaign_alert: team('megaphone', 'warning', { platform: true }),
  budget_warning: team('wallet', 'danger', { platform: true }),
  performance_alert: team('trend-down', 'danger', { platform: true }),
  team_update: team('users', 'default'),
  event_reminder: team('calendar-clock', 'accent'),
  /** Someone was @mentioned: a colleague anywhere; a client's portal user in a creative's comment (issue 36). */
  mention: team('at', 'accent', {
    audience: ['team', 'client'],
    typeFilter: ['client'],
    platform: ['team'],
    portalTarget: creativesForClient,
    clientDefaults: clientDefault,
  }),
  /** A client asked for an appointment in the portal: to the account manager asked. */
  appointment_request: team('calendar-plus', 'warning'),
  /** A client accepted or declined a shared appointment: to the appointment's owner. */
  appointment_response: team('calendar-check', 'success'),
  appointment_shared: appointmentForClient('calendar-plus', 'accent'),
  appointment_confirmed: appointmentForClient('calendar-check', 'success'),
  appointment_moved: appointmentForClient('calendar-cog', 'warning'),
  appointment_cancelled: appointmentForClient('calendar-x', 'danger'),
  /** A creative waits for a review: to the team (internal step) or the client's portal users (client step). */
  creative_review: team('creative', 'accent', {
    audience: ['team', 'client'],
    typeFilter: ['client'],
    portalTarget: creativesForClient,
    clientDefaults: clientDefault,
  }),
  /** A decision on a creative: to its uploader and the client's account managers. */
  creative_decision: team('creative-check', 'success'),
} as const satisfies Record<NotificationType, NotificationKind>;

const allTypes = Object.keys(notificationKinds) as NotificationType[];

/** The audience someone with this role in the notification's company belongs to. */
export function audienceOf(role: string): NotificationAudience {
  return role === 'client' ? 'client' : 'team';
}

/** The kinds an audience receives, in registry order (the preferences' rows). */
export function kindsFor(audience: NotificationAudience): NotificationType[] {
  return allTypes.filter((type) => (notificationKinds[type].audience as readonly NotificationAudience[]).includes(audience));
}

/** A flag of a kind for one audience: true/false for all of them, or the audiences listed. */
function flagFor(flag: boolean | readonly NotificationAudience[], audience: NotificationAudience): boolean {
  return typeof flag === 'boolean' ? flag : flag.includes(audience);
}

/** The Type filter's choices besides "all" for an audience's inbox. */
export function typeFilterKinds(audience: NotificationAudience): NotificationType[] {
  return kindsFor(audience).filter((type) => flagFor((notificationKinds[type] as NotificationKind).typeFilter, audience));
}

/** Whether the Platform filter means anything in an audience's inbox. */
export function audienceHasPlatforms(audience: NotificationAudience): boolean {
  return kindsFor(audience).some((type) => flagFor((notificationKinds[type] as NotificationKind).platform, audience));
}

/**
 * Where a kind opens in the portal for a recipient of this audience, if it does: always for a
 * client-only kind, for a kind of both sides only when the recipient is a client.
 */
export function portalTargetOf(type: NotificationType, audience: NotificationAudience): NotificationKind['portalTarget'] {
  const kind = notificationKinds[type] as NotificationKind;
  if (!kind.portalTarget) return undefined;
  return audience === 'client' || !kind.audience.includes('team') ? kind.portalTarget : undefined;
}

/** Whether someone with this role in the notification's company receives the kind (the producer's rule). */
export function receivesKind(role: string, type: NotificationType): boolean {
  return (notificationKinds[type].audience as readonly NotificationAudience[]).includes(audienceOf(role));
}

/** A kind's choice while the recipient (of this audience) has none stored: a client's kinds mail by default. */
export function defaultPreferenceOf(type: NotificationType, audience: NotificationAudience = 'team'): { inApp: boolean; email: boolean } {
  const kind = notificationKinds[type] as NotificationKind;
  return (audience === 'client' && kind.clientDefaults) || kind.defaults;
}
