import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationPreference, NotificationPreferences, UpdateNotificationPreferencesInput } from '../../../../../common/schemas/notifications';
import { apiRequest } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { notificationPreferencesKey } from './get-notification-preferences';

/** One switch: a type's In-app or E-mail, or the daily digest. */
export type PreferenceChange =
  { kind: 'type'; type: NotificationPreference['type']; channel: 'inApp' | 'email'; value: boolean } | { kind: 'digest'; value: boolean };

/** PUT /api/notifications/preferences with only what changed; answers all preferences. */
export function updateNotificationPreferences(input: UpdateNotificationPreferencesInput): Promise<NotificationPreferences> {
  return apiRequest<NotificationPreferences>('/api/notifications/preferences', { method: 'PUT', body: input });
}

/** The preferences with one switch changed (the rest untouched). */
export function withChange(preferences: NotificationPreferences, change: PreferenceChange): NotificationPreferences {
  if (change.kind === 'digest') return { ...preferences, dailyDigest: change.value };
  return {
    ...preferences,
    types: preferences.types.map((entry) => (entry.type === change.type ? { ...entry, [change.channel]: change.value } : entry)),
  };
}

/** The request for one switch: that type's entry as it becomes, or the digest alone. */
export function requestFor(preferences: NotificationPreferences, change: PreferenceChange): UpdateNotificationPreferencesInput {
  if (change.kind === 'digest') return { types: [], dailyDigest: change.value };
  const entry = withChange(preferences, change).types.find((item) => item.type === change.type);
  return { types: entry ? [entry] : [] };
}

const mutationKey = ['notification-preferences', 'update'] as const;

/**
 * Saves each switch as it changes: shown at once, put back (only that switch, so another one
 * changed meanwhile stays) with a toast when saving fails.
 */
export function useUpdateNotificationPreference() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('inbox');
  return useMutation({
    mutationKey,
    mutationFn: (change: PreferenceChange) => {
      const current = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesKey);
      if (!current) throw new Error('Preferences are not loaded');
      return updateNotificationPreferences(requestFor(current, change));
    },
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationPreferencesKey });
      const current = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesKey);
      if (current) queryClient.setQueryData(notificationPreferencesKey, withChange(current, change));
    },
    onSuccess: () => toast.success(t('preferences.saved'), { dedupeKey: 'notification-preferences-saved' }),
    onError: (_error, change) => {
      const current = queryClient.getQueryData<NotificationPreferences>(notificationPreferencesKey);
      if (current) queryClient.setQueryData(notificationPreferencesKey, withChange(current, { ...change, value: !change.value }));
      toast.danger(t('preferences.saveFailed'));
    },
    onSettled: () => {
      // The last save to finish reads the server's answer again (earlier ones would undo later switches).
      if (queryClient.isMutating({ mutationKey }) === 1) void queryClient.invalidateQueries({ queryKey: notificationPreferencesKey });
    },
  });
}
