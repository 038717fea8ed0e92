/**
 * Who may do what with notifications. The inbox is personal: every signed-in user (also a client)
 * reads and changes only the notifications addressed to them, whatever company is active — a
 * notification's company says what it is about, not who may see it. Another user's id is simply
 * not found, so an id never tells whether it exists.
 */
import { clientOnlyNotificationTypes, teamOnlyNotificationTypes } from '../../../common/notification-constants.js';
import type { MemberRole } from '../../../common/roles.js';
import { notificationTypes, type NotificationType } from '../../../common/schemas/notifications.js';
import type { Actor } from '../../lib/actor.js';

/** The recipient whose inbox the actor works on: always the actor. */
export function inboxOwnerOf(actor: Actor): string {
  return actor.userId;
}

/**
 * The kinds a user chooses preferences for: all of them, or — for a user who is a client in every
 * company they belong to — without the kinds only the agency's team receives; a user who is on no
 * client's side anywhere has none of a client's own kinds.
 */
export function preferenceTypesOf(actor: Actor): readonly NotificationType[] {
  const clientOnly = actor.memberships.length > 0 && actor.memberships.every((m) => m.role === 'client');
  const isClientSomewhere = actor.memberships.some((m) => m.role === 'client');
  const left = (clientOnly ? teamOnlyNotificationTypes : isClientSomewhere ? [] : clientOnlyNotificationTypes) as readonly string[];
  return notificationTypes.filter((type) => !left.includes(type));
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
