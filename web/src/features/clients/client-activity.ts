/**
 * A timeline entry as a sentence: the locale key under `timeline.kinds` and its values. The
 * server's kinds (server/features/clients/activity.ts) each have their sentence; a kind this
 * screen does not know (later features add their own) gets a neutral one.
 */
import type { ClientActivity } from '../../../../common/schemas/clients';

/** Each known kind and its sentence's key under `timeline.kinds`. */
const sentenceKeys = {
  'client.created': 'client_created',
  'client.updated': 'client_updated',
  'client.archived': 'client_archived',
  'client.restored': 'client_restored',
  'contact.added': 'contact_added',
  'contact.updated': 'contact_updated',
  'contact.removed': 'contact_removed',
  'contact.invited': 'contact_invited',
  'contact.joined': 'contact_joined',
  'contact.portalEnded': 'contact_portal_ended',
  'account.linked': 'account_linked',
  'account.unlinked': 'account_unlinked',
} as const;
export type ActivitySentenceKey = (typeof sentenceKeys)[keyof typeof sentenceKeys] | 'unknown';

/** The fields `client.updated` names (its `data.fields`, comma separated): each has a label under `timeline.fields`. */
export const clientFieldNames = [
  'name',
  'code',
  'color',
  'website',
  'kvkNumber',
  'vatNumber',
  'addressLine',
  'postalCode',
  'city',
  'country',
  'notes',
  'managerIds',
] as const;
export type ClientFieldName = (typeof clientFieldNames)[number];

/** The fields `contact.updated` names: each has a label under `timeline.contactFields`. */
export const contactFieldNames = ['name', 'email', 'phone', 'jobTitle'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

export interface ActivitySentence {
  /** The key under `timeline.kinds`: a known kind's, or `unknown`. */
  key: ActivitySentenceKey;
  /** Whether the sentence names the actor (otherwise the variant without one). */
  withActor: boolean;
  /** The values besides the actor. */
  values: { contact?: string; account?: string; kind?: string };
  /** For client.updated: the fields that changed (known ones only, in the form's order). */
  fields: ClientFieldName[];
  /** For contact.updated: the contact's fields that changed (known ones only, in the form's order). */
  contactFields: ContactFieldName[];
}

const text = (value: string | number | null | undefined): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

export function activitySentence(activity: Pick<ClientActivity, 'kind' | 'actor' | 'data'>): ActivitySentence {
  const key: ActivitySentenceKey = Object.hasOwn(sentenceKeys, activity.kind) ? sentenceKeys[activity.kind as keyof typeof sentenceKeys] : 'unknown';
  const changed = text(activity.data.fields)?.split(',') ?? [];
  return {
    key,
    withActor: activity.actor !== null,
    values: { contact: text(activity.data.contact), account: text(activity.data.account), kind: activity.kind },
    fields: activity.kind === 'client.updated' ? clientFieldNames.filter((field) => changed.includes(field)) : [],
    contactFields: activity.kind === 'contact.updated' ? contactFieldNames.filter((field) => changed.includes(field)) : [],
  };
}
