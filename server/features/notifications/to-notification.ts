/** A notifications row as the API and the live events show it, and the columns that takes. */
import { getTableColumns } from 'drizzle-orm';
import type { Notification } from '../../../common/schemas/notifications.js';
import { notifications, type NotificationRow } from '../../db/schema/index.js';

/** Every column but company_id (the inbox is the recipient's, whichever company a notification is about). */
const { companyId: _companyId, ...shownColumns } = getTableColumns(notifications);
export const notificationColumns = shownColumns;

export type NotificationFields = Omit<NotificationRow, 'companyId'>;

export function toNotification(row: NotificationFields): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    clientName: row.clientName,
    clientId: row.clientId,
    formTitle: row.formTitle,
    formId: row.formId,
    submissionId: row.submissionId,
    platform: row.platform,
    recipientId: row.recipientId,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    colleague: row.colleague,
    noteTitle: row.noteTitle,
    accountId: row.accountId,
    eventId: row.eventId,
    contactType: row.contactType,
    contactPriority: row.contactPriority,
    contactCompany: row.contactCompany,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    campaignId: row.campaignId,
    checklistId: row.checklistId,
    noteId: row.noteId,
    commentId: row.commentId,
    creativeId: row.creativeId,
  };
}
