import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlatformState } from '../../../../../common/schemas/ad-accounts';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { useTimeText } from '../../../lib/use-time-text';

interface PlatformSyncStatusProps {
  platforms: readonly PlatformState[];
  now: Date;
  settingsHref: string;
}

/**
 * Per platform when it was last synchronised ('Laatst gesynchroniseerd: 5 minuten geleden'), or
 * that it is not connected; with no platform connected, a hint pointing to Settings → Koppelingen
 * (accounts can still be added by hand).
 */
export function PlatformSyncStatus({ platforms, now, settingsHref }: PlatformSyncStatusProps) {
  const { t } = useTranslation('accounts');
  const time = useTimeText();
  const anyConnected = platforms.some((p) => p.connected);

  const stateText = (p: PlatformState) => {
    if (!p.connected) return t('sync.notConnected');
    if (p.status === 'expired') return t('sync.expired');
    const last = p.lastSync ? t('sync.lastSync', { time: time.relativeInSentence(p.lastSync, now) }) : t('sync.neverSynced');
    return p.status === 'error' ? `${last} · ${t('sync.error')}` : last;
  };

  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={t('sync.statusLabel')} className="flex flex-wrap gap-x-6 gap-y-2 text-sm" data-testid="platform-sync-status">
        {platforms.map((p) => (
          <li key={p.platform} data-platform={p.platform} className="flex min-w-0 items-center gap-2">
            <PlatformIcon platform={p.platform} className="size-4" />
            <span className="font-medium text-foreground">{t(`platforms.${p.platform}`)}</span>
            <span className={`min-w-0 ${p.connected && (p.status === 'expired' || p.status === 'error') ? 'text-danger' : 'text-muted'}`}>
              {p.lastSync && p.connected ? (
                <time dateTime={p.lastSync} title={time.absolute(p.lastSync)}>
                  {stateText(p)}
                </time>
              ) : (
                stateText(p)
              )}
            </span>
          </li>
        ))}
      </ul>
      {anyConnected ? null : (
        <div
          role="note"
          className="flex flex-col gap-2 rounded-xl border border-dashed border-border bg-surface p-3 text-sm sm:flex-row sm:items-center sm:gap-3"
        >
          <Link2 aria-hidden="true" className="hidden size-5 shrink-0 text-muted sm:block" />
          <p className="min-w-0 flex-1 text-muted">
            <span className="font-medium text-foreground">{t('connectHint.title')}</span> {t('connectHint.body')}
          </p>
          <Link
            to={settingsHref}
            className="shrink-0 rounded font-medium text-accent-soft-foreground underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus"
          >
            {t('connectHint.link')}
          </Link>
        </div>
      )}
    </div>
  );
}
