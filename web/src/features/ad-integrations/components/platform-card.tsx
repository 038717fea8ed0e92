import { Button, Chip } from '@heroui/react';
import { useTranslation } from 'react-i18next';
import type { PlatformState } from '../../../../../common/schemas/ad-accounts';
import { buttonClass } from '../../../components/ui/button-class';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { SettingsCard } from '../../../components/ui/settings-card';
import { useTimeText } from '../../../lib/use-time-text';
import { connectHref } from '../api/disconnect-platform';
import { type PlatformCardState, platformCardState } from '../platform-state';

const chipColors: Record<PlatformCardState, 'default' | 'success' | 'warning' | 'danger'> = {
  notConfigured: 'default',
  notConnected: 'default',
  connected: 'success',
  expired: 'warning',
  error: 'danger',
};

const marks = {
  facebook: ({ className }: { className?: string }) => <PlatformIcon platform="facebook" className={className} />,
  google: ({ className }: { className?: string }) => <PlatformIcon platform="google" className={className} />,
};

/**
 * One platform in Settings → Koppelingen: Niet ingesteld voor deze werkplek, Niet gekoppeld,
 * Gekoppeld door X op datum als <account>, Verlopen — opnieuw koppelen, or Fout: <message>; with
 * Koppelen, Opnieuw koppelen (admins and the connection's maker) and (admins only, `onDisconnect`
 * null otherwise) Ontkoppelen.
 */
export function PlatformCard({
  platform,
  mayReconnect,
  onDisconnect,
}: {
  platform: PlatformState;
  /** Whether this user may connect again over the current connection (common/rules/ad-account-rights.ts). */
  mayReconnect: boolean;
  onDisconnect: (() => void) | null;
}) {
  const { t } = useTranslation('integrations');
  const time = useTimeText();
  const state = platformCardState(platform);
  const name = t(`platforms.${platform.platform}.name`);

  const connectedLine = () => {
    const date = platform.connectedAt ? time.date(platform.connectedAt) : null;
    const by = platform.connectedBy;
    if (by && date && platform.externalName) return t('connectedByAs', { name: by, date, external: platform.externalName });
    if (by && date) return t('connectedBy', { name: by, date });
    if (date) return t('connectedOn', { date });
    return t('state.connected');
  };

  const stateLine =
    state === 'notConfigured'
      ? t('state.notConfigured')
      : state === 'notConnected'
        ? t('state.notConnected')
        : state === 'expired'
          ? t('state.expired')
          : state === 'error'
            ? t('state.error', { message: platform.lastError?.message ?? t('state.unknownError') })
            : connectedLine();

  return (
    <div data-testid="platform-card" data-platform={platform.platform} data-state={state}>
      <SettingsCard
        icon={marks[platform.platform]}
        title={name}
        description={t(`platforms.${platform.platform}.description`)}
        badge={
          <Chip size="sm" variant="soft" color={chipColors[state]}>
            {t(`chips.${state}`)}
          </Chip>
        }
      >
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1 text-sm">
            <p className={state === 'error' || state === 'expired' ? 'font-medium text-danger' : 'text-foreground'} data-testid="platform-state">
              {stateLine}
            </p>
            {state === 'notConfigured' ? <p className="text-muted">{t('notConfiguredHelp', { platform: name })}</p> : null}
            {platform.connected && state !== 'notConfigured' ? (
              <p className="text-muted">
                {platform.lastSync ? (
                  <time dateTime={platform.lastSync} title={time.absolute(platform.lastSync)}>
                    {t('lastSync', { time: time.relativeInSentence(platform.lastSync) })}
                  </time>
                ) : (
                  t('neverSynced')
                )}
              </p>
            ) : null}
          </div>
          {state === 'notConfigured' ? null : (
            <div className="flex flex-wrap gap-2">
              {platform.connected ? (
                <>
                  {mayReconnect ? (
                    <a href={connectHref(platform.platform)} className={buttonClass({ variant: state === 'connected' ? 'secondary' : 'primary', size: 'sm' })}>
                      {t('reconnect')}
                    </a>
                  ) : null}
                  {onDisconnect ? (
                    <Button size="sm" variant="danger-soft" onPress={onDisconnect} aria-label={t('disconnectLabel', { platform: name })}>
                      {t('disconnect')}
                    </Button>
                  ) : (
                    <p className="self-center text-sm text-muted" data-testid="disconnect-admin-only">
                      {t(mayReconnect ? 'disconnectAdminOnly' : 'changeAdminOnly', { platform: name })}
                    </p>
                  )}
                </>
              ) : (
                <a
                  href={connectHref(platform.platform)}
                  className={buttonClass({ variant: 'primary', size: 'sm' })}
                  aria-label={t('connectLabel', { platform: name })}
                >
                  {t('connect')}
                </a>
              )}
            </div>
          )}
        </div>
      </SettingsCard>
    </div>
  );
}
