/**
 * `?notification=<id>` (a deadline_reminder about no form or checklist): the reminder itself, marked
 * at the top of the dashboard — what is due, for which client, and when it was sent.
 */
import { useTranslation } from 'react-i18next';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { isApiError } from '../../../lib/api-client';
import { useTimeText } from '../../../lib/use-time-text';
import { useNotification } from '../../inbox/api/get-notification';
import type { FocusProps } from './dashboard-focus';
import { FocusCard, FocusGone } from './focus-card';

export default function ReminderFocus({ id, onClose }: FocusProps) {
  const { t } = useTranslation('screens');
  const time = useTimeText();
  const reminder = useNotification(id);
  let body;
  if (reminder.isPending) body = <ListSkeleton rows={1} />;
  else if (reminder.isError)
    body =
      isApiError(reminder.error) && reminder.error.status === 404 ? (
        <FocusGone text={t('dashboard.focus.reminderGone')} />
      ) : (
        <LoadError message={t('dashboard.focus.loadFailed')} error={reminder.error} onRetry={() => void reminder.refetch()} isRetrying={reminder.isFetching} />
      );
  else {
    const n = reminder.data;
    body = (
      <div className="flex flex-col gap-1">
        <p className="font-semibold break-words text-foreground" data-testid="dashboard-reminder-title">
          {n.title}
        </p>
        {n.description ? <p className="text-sm break-words">{n.description}</p> : null}
        <p className="text-xs">
          {[n.clientId ? n.clientName : null, t('dashboard.focus.sent', { time: time.absolute(n.createdAt) })].filter(Boolean).join(' · ')}
        </p>
      </div>
    );
  }
  return (
    <FocusCard label={t('dashboard.focus.reminder')} onClose={onClose} testId="dashboard-reminder">
      {body}
    </FocusCard>
  );
}
