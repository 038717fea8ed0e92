import { useQueryClient } from '@tanstack/react-query';
import { channelName } from '../../../lib/realtime/protocol';
import { useRealtimeChannel } from '../../../lib/realtime/use-realtime-channel';
import { reloadQueries } from '../../../lib/reload-queries';
import { formSubmissionKey } from '../api/get-form-submission';
import { formsKey } from './api/forms-api';

/** Notification kinds that say a form's submissions changed: a new one, or a client's edit. */
const formKinds = new Set(['formulier', 'form_modification']);

/**
 * While /forms is open it follows what arrives through the inbox's live path: a `formulier`
 * (a new submission) or `form_modification` (a client edited one) notification for this user
 * reloads the forms' lists and counts, the open form's submissions and the submission it names.
 * A reconnect reloads too (events may have been missed), and TanStack Query reads again when the
 * window regains focus, which covers submissions whose notification went to a colleague.
 */
export function useLiveForms(companyId: string | null, viewerId: string): void {
  const queryClient = useQueryClient();
  const reloadAll = () => void reloadQueries(queryClient, { queryKey: formsKey(companyId) });
  useRealtimeChannel(companyId ? channelName('notifications', viewerId) : null, {
    onEvent: (event) => {
      if (event.name !== 'notification.created') return;
      const notification = event.notification as { type?: unknown; submissionId?: unknown } | null;
      if (!notification || typeof notification.type !== 'string' || !formKinds.has(notification.type)) return;
      reloadAll();
      if (typeof notification.submissionId === 'string') void reloadQueries(queryClient, { queryKey: formSubmissionKey(notification.submissionId) });
    },
    onResync: reloadAll,
  });
  // A form added, published, renamed, archived, sent or removed (by anyone of the team): `forms.changed` on the company channel.
  useRealtimeChannel(companyId ? channelName('company', companyId) : null, {
    onEvent: (event) => {
      if (event.name === 'forms.changed') reloadAll();
    },
  });
}
