/**
 * Who may do what with notifications. The inbox is personal: every signed-in user (also a client)
 * reads and changes only the notifications addressed to them, whatever company is active — a
 * notification's company says what it is about, not who may see it. Another user's id is simply
 * not found, so an id never tells whether it exists.
 */
import { audienceOf, kindsFor, type NotificationAudience } from '../../../common/notification-kinds.js';
import type { MemberRole } from '../../../common/roles.js';
import { notificationTypes, type NotificationType } from '../../../common/schemas/notifications.js';
import type { Actor } from '../../lib/actor.js';

/** The recipient whose inbox the actor works on: always the actor. */
export function inboxOwnerOf(actor: Actor): string {
  return actor.userId;
}

/**
 * The kinds a user chooses preferences for: the kinds of every audience they belong to somewhere
 * (common/notification-kinds.ts) — a client's portal user only a client's kinds, a team member only
 * the team's, someone on both sides (a client of one agency, a marketeer of another) both.
 */
export function preferenceTypesOf(actor: Actor): readonly NotificationType[] {
  const audiences = new Set(actor.memberships.map((m) => audienceOf(m.role)));
  // Without a membership (before onboarding): the team's, as a new workspace user becomes.
  if (audiences.size === 0) audiences.add('team');
  const types = new Set([...audiences].flatMap((audience) => kindsFor(audience)));
  return notificationTypes.filter((type) => types.has(type));
}

/** Whose defaults a user's unset preferences show: a client's when they are only ever a client, else the team's. */
export function preferenceAudienceOf(actor: Actor): NotificationAudience {
  return actor.memberships.length > 0 && actor.memberships.every((m) => audienceOf(m.role) === 'client') ? 'client' : 'team';
}

/** The live channel `notifications:<id>` is for that user only. */
export function mayListenToInbox(actor: Actor, recipientId: string): boolean {
  return actor.userId === recipientId;
}

/** A colleague joining is news for the company's team, not for its clients. */
export const teamUpdateRecipientRoles: readonly MemberRole[] = ['admin', 'marketeer'];

/** Only someone joining as a team member is a new colleague (a client joining is not). */
export function isColleagueRole(role: MemberRole): boolean {
  return teamUpdateRecipientRoles.includes(role);
}
