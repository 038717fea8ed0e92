import { Switch } from '@heroui/react';
import { Bell } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationPreferences } from '../../../../../common/schemas/notifications';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { SettingsCard } from '../../../components/ui/settings-card';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { type PreferenceChange, useUpdateNotificationPreference } from '../api/update-notification-preferences';

/**
 * Settings → Meldingen: per kind of notification whether it reaches the inbox (In-app) and the
 * mailbox (E-mail), and the daily summary mail. Every switch saves at once. The server lists the
 * kinds this user receives (a client user's leave out those only the agency's team gets).
 */
export function NotificationPreferencesSection() {
  const { t, ready } = useTranslation('inbox');
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreference();

  // The texts of this section load with it (they are not part of the workspace's first load).
  if (!ready) return <ListSkeleton rows={4} />;
  return (
    <SettingsCard icon={Bell} title={t('preferences.title')} description={t('preferences.description')}>
      {preferences.isPending ? <ListSkeleton rows={4} /> : null}
      {preferences.isError ? (
        <LoadError
          message={t('preferences.loadFailed')}
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
          isRetrying={preferences.isFetching}
        />
      ) : null}
      {preferences.data ? <PreferencesForm preferences={preferences.data} onChange={(change) => update.mutate(change)} /> : null}
    </SettingsCard>
  );
}

function PreferencesForm({ preferences, onChange }: { preferences: NotificationPreferences; onChange: (change: PreferenceChange) => void }) {
  const { t } = useTranslation('inbox');
  const digestHintId = useId();
  return (
    <div className="flex flex-col gap-5">
      <table className="w-full text-sm" data-testid="notification-preferences">
        <thead>
          <tr className="border-b border-border text-xs text-muted">
            <th scope="col" className="py-2 pr-2 text-left font-medium">
              {t('preferences.type')}
            </th>
            <th scope="col" className="w-16 px-1 py-2 text-center font-medium sm:w-24">
              {t('preferences.inApp')}
            </th>
            <th scope="col" className="w-16 py-2 pl-1 text-center font-medium sm:w-24">
              {t('preferences.email')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {preferences.types.map((entry) => {
            const label = t(`types.${entry.type}`);
            return (
              <tr key={entry.type}>
                <th scope="row" className="py-2.5 pr-2 text-left font-normal break-words text-foreground">
                  {label}
                </th>
                <td className="px-1 py-2.5 text-center">
                  <PreferenceSwitch
                    label={t('preferences.inAppLabel', { type: label })}
                    isSelected={entry.inApp}
                    onChange={(value) => onChange({ kind: 'type', type: entry.type, channel: 'inApp', value })}
                  />
                </td>
                <td className="py-2.5 pl-1 text-center">
                  <PreferenceSwitch
                    label={t('preferences.emailLabel', { type: label })}
                    isSelected={entry.email}
                    onChange={(value) => onChange({ kind: 'type', type: entry.type, channel: 'email', value })}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="flex flex-col gap-1 rounded-xl border border-border p-3 sm:p-4">
        <Switch
          isSelected={preferences.dailyDigest}
          onChange={(value) => onChange({ kind: 'digest', value })}
          aria-describedby={digestHintId}
          className="w-full"
        >
          <Switch.Content className="flex w-full items-center justify-between gap-3">
            <span className="text-sm font-medium text-foreground">{t('preferences.digestTitle')}</span>
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
          </Switch.Content>
        </Switch>
        <p id={digestHintId} className="pr-14 text-xs text-muted">
          {t('preferences.digestDescription')}
        </p>
      </div>
    </div>
  );
}

function PreferenceSwitch({ label, isSelected, onChange }: { label: string; isSelected: boolean; onChange: (value: boolean) => void }) {
  return (
    <Switch aria-label={label} isSelected={isSelected} onChange={onChange} size="sm" className="inline-flex justify-center">
      <Switch.Content>
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Content>
    </Switch>
  );
}
