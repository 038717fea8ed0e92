import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationHref, notificationTarget } from '../../../../../common/rules/notification-target';
import type { NotificationAudience } from '../../../../../common/notification-kinds';
import type { Notification } from '../../../../../common/schemas/notifications';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { formSubmissionQueryOptions } from '../../forms/api/get-form-submission';
import { useMarkNotifications } from '../api/mark-notifications';

/**
 * A click on a notification (spec section 2): it is marked read and the screen it is about
 * opens (common/rules/notification-target.ts). A form notification first loads its submission
 * into the cache for the calendar; if that fails the inbox stays open with the spec's alert — but a
 * submission that no longer exists opens the form sidebar anyway, which says so.
 */
export function useOpenNotification(onNavigate: (href: string) => void, audience: NotificationAudience = 'team') {
  const queryClient = useQueryClient();
  const mark = useMarkNotifications();
  const { t } = useTranslation('inbox');
  const [openingId, setOpeningId] = useState<string | null>(null);

  const open = async (notification: Notification) => {
    if (openingId) return;
    const target = notificationTarget(notification, audience);
    if (target.loadSubmission) {
      setOpeningId(notification.id);
      try {
        await queryClient.fetchQuery(formSubmissionQueryOptions(target.loadSubmission));
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) {
          toast.danger(isApiError(error) ? t('alerts.formLoadFailed') : t('alerts.formOpenFailed'));
          return;
        }
      } finally {
        setOpeningId(null);
      }
    }
    if (!notification.isRead) mark.mutate({ ids: [notification.id], isRead: true });
    onNavigate(notificationHref(target));
  };

  return { open, openingId };
}
