import { Label, ProgressBar } from '@heroui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdAccount } from '../../../../../common/schemas/ad-accounts';
import { accountSyncRules } from '../../../../../common/ad-account-constants';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { useTimeText } from '../../../lib/use-time-text';
import { formatMoney, numberLocale, spendShare } from '../money';
import { AccountStatusChips } from './account-status-chips';

/** The account's facts: platform, id, currency, client, spend against its cap (with a bar), last sync. */
export function AccountSummary({ account, now }: { account: AdAccount; now: Date }) {
  const { t, i18n } = useTranslation('accounts');
  const time = useTimeText();
  const locale = numberLocale(i18n.language);
  const share = spendShare(account.amountSpent, account.spendCap);
  const money = (minor: number) => formatMoney(minor, account.currency, locale);
  const barColor = share === null ? 'accent' : share >= 100 ? 'danger' : share >= accountSyncRules.budgetWarningShare * 100 ? 'warning' : 'accent';

  const facts: { label: string; value: ReactNode; testId?: string }[] = [
    { label: t('detail.platform'), value: t(`platformNames.${account.platform}`) },
    { label: t('detail.accountId'), value: <span className="font-mono tabular-nums">{account.accountId}</span>, testId: 'account-id' },
    { label: t('detail.currency'), value: account.currency ?? t('detail.unknown') },
    { label: t('detail.client'), value: account.clientName ?? <span className="text-muted">{t('detail.noClient')}</span> },
    // A synced account says when; one typed in by hand says where it came from (no sync to speak of).
    account.lastSync
      ? {
          label: t('detail.lastSync'),
          value: (
            <time dateTime={account.lastSync} title={time.absolute(account.lastSync)}>
              {time.relative(account.lastSync, now)}
            </time>
          ),
        }
      : account.source === 'manual'
        ? { label: t('detail.source'), value: t('detail.manual'), testId: 'account-source' }
        : { label: t('detail.lastSync'), value: t('detail.never') },
  ];

  return (
    <section aria-labelledby="account-title" className="flex flex-col gap-4 rounded-2xl bg-surface p-4 shadow-sm sm:p-6">
      <div className="flex items-start gap-3">
        <PlatformIcon platform={account.platform} label={t(`platforms.${account.platform}`)} className="size-10" />
        <div className="min-w-0 flex-1">
          <h1 id="account-title" className="text-xl font-semibold tracking-tight break-words text-foreground sm:text-2xl">
            {account.name}
          </h1>
          <div className="mt-1 flex flex-wrap items-center gap-1.5">
            <AccountStatusChips account={account} />
          </div>
        </div>
      </div>
      {account.removedUpstreamAt ? (
        <p className="rounded-xl bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground">
          {t('detail.removedNote', { platform: t(`platforms.${account.platform}`), date: time.date(account.removedUpstreamAt) })}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-5">
        {facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-xs text-muted">{fact.label}</dt>
            <dd className="break-words text-foreground" data-testid={fact.testId}>
              {fact.value}
            </dd>
          </div>
        ))}
      </dl>
      {account.spendCap !== null && share !== null ? (
        <ProgressBar value={share} color={barColor} size="sm" className="w-full gap-1.5" data-testid="spend-progress">
          <Label className="text-sm text-foreground" title={t('detail.spendPeriod')}>
            {t('detail.spend')}
          </Label>
          <ProgressBar.Output className="text-sm text-muted tabular-nums">
            {t('detail.spendOfCap', { spent: money(account.amountSpent ?? 0), cap: money(account.spendCap), percent: share })}
          </ProgressBar.Output>
          <ProgressBar.Track>
            <ProgressBar.Fill />
          </ProgressBar.Track>
        </ProgressBar>
      ) : (
        <p className="text-sm">
          <span className="text-muted">{t('detail.spend')}: </span>
          <span className="text-foreground tabular-nums">{account.amountSpent !== null ? money(account.amountSpent) : t('detail.unknown')}</span>
          <span className="text-muted"> · {t('detail.noCap')}</span>
        </p>
      )}
      {account.amountSpent !== null ? <p className="-mt-2 text-xs text-muted">{t('detail.spendPeriod')}</p> : null}
    </section>
  );
}
