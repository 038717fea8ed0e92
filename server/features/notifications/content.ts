/**
 * What a producer says about a notification, and its stored form: texts trimmed and cut to
 * notificationLimits (a longer text is cut, never refused — a producer's event must not fail on a
 * long client name), empty texts as null, and the spec's default client name.
 */
import {
  defaultClientName,
  notificationLimits,
  type contactTypes,
  type notificationPlatforms,
  type NotificationType,
} from '../../../common/schemas/notifications.js';

type Text = string | null | undefined;

export interface NotificationContent {
  type: NotificationType;
  title: string;
  description?: Text;
  clientName?: Text;
  clientId?: Text;
  formTitle?: Text;
  formId?: Text;
  submissionId?: Text;
  platform?: (typeof notificationPlatforms)[number] | null | undefined;
  /** team_update: the colleague's user id. */
  colleague?: Text;
  noteTitle?: Text;
  accountId?: Text;
  eventId?: Text;
  contactType?: (typeof contactTypes)[number] | null | undefined;
  contactPriority?: Text;
  contactCompany?: Text;
  contactEmail?: Text;
  contactPhone?: Text;
  campaignId?: Text;
  /** deadline_reminder of a checklist. */
  checklistId?: Text;
  /** notitie and mention: the note whose conversation the item opens. */
  noteId?: Text;
  /** mention: the message the item opens. */
  commentId?: Text;
  /** creative_review, creative_decision, a creative's mention or deadline: the creative it opens. */
  creativeId?: Text;
  /** contact_event_update: the API names of the fields that changed (the calendar highlights them). */
  changedFields?: readonly string[] | null;
}

const shortFields = [
  'clientId',
  'formTitle',
  'formId',
  'submissionId',
  'colleague',
  'noteTitle',
  'accountId',
  'eventId',
  'contactPriority',
  'contactCompany',
  'contactEmail',
  'contactPhone',
  'campaignId',
  'checklistId',
  'noteId',
  'commentId',
  'creativeId',
] as const;

type ShortField = (typeof shortFields)[number];

export type StoredContent = { type: NotificationType; title: string; description: string | null; clientName: string } & {
  [K in ShortField]: string | null;
} & {
  platform: NonNullable<NotificationContent['platform']> | null;
  contactType: NonNullable<NotificationContent['contactType']> | null;
  changedFields: string[] | null;
};

/** At most `max` UTF-16 units, without leaving half of a surrogate pair at the end. */
export function cutText(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

function text(value: Text, max: number): string | null {
  const trimmed = value?.trim();
  return trimmed ? cutText(trimmed, max) : null;
}

export function storedContent(content: NotificationContent): StoredContent {
  const short = Object.fromEntries(shortFields.map((f) => [f, text(content[f], notificationLimits.shortText)])) as {
    [K in ShortField]: string | null;
  };
  return {
    ...short,
    type: content.type,
    // A title is what the inbox shows; an empty one would be an invisible row.
    title: text(content.title, notificationLimits.title) ?? 'Notificatie',
    description: text(content.description, notificationLimits.description),
    clientName: text(content.clientName, notificationLimits.shortText) ?? defaultClientName,
    platform: content.platform ?? null,
    contactType: content.contactType ?? null,
    changedFields: content.changedFields && content.changedFields.length > 0 ? [...content.changedFields] : null,
  };
}
