import { MessageSquareText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdAccount } from '../../../../../common/schemas/ad-accounts';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { useTimeText } from '../../../lib/use-time-text';
import { accountHref } from '../account-list';
import { formatMoney, numberLocale } from '../money';
import { AccountStatusChips, OpenAlertChips } from './account-status-chips';

/**
 * One account in the list: the name is the link to its detail, and the whole card answers a
 * click (the link's area covers it). Platform, id, client, status, open alerts, notes, spend and
 * the last sync; stacked, so it reads the same at 375 px as on a wide screen.
 */
export function AccountRow({ account, now }: { account: AdAccount; now: Date }) {
  const { t, i18n } = useTranslation('accounts');
  const time = useTimeText();
  const locale = numberLocale(i18n.language);
  const meta = [t('row.accountId', { id: account.accountId }), account.clientName, account.source === 'manual' ? t('row.manual') : null].filter(Boolean);

  return (
    <li
      data-testid="account-row"
      data-account-id={account.accountId}
      data-platform={account.platform}
      data-id={account.id}
      className="relative rounded-xl border border-border bg-surface p-3 transition-colors focus-within:ring-2 focus-within:ring-focus hover:bg-default/40 sm:p-4"
    >
      <div className="flex items-start gap-3">
        <PlatformIcon platform={account.platform} label={t(`platforms.${account.platform}`)} className="mt-0.5 size-8" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Link
              to={accountHref(account)}
              className="font-medium break-words text-foreground outline-none after:absolute after:inset-0 after:rounded-xl after:content-['']"
            >
              {account.name}
            </Link>
            <AccountStatusChips account={account} />
          </div>
          <p className="mt-0.5 text-xs break-words text-muted">{meta.join(' · ')}</p>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1.5 text-xs text-muted">
            <OpenAlertChips alerts={account.openAlerts} />
            <span className="inline-flex items-center gap-1" data-testid="note-count">
              <MessageSquareText aria-hidden="true" className="size-3.5" />
              {t('row.notes', { count: account.noteCount })}
            </span>
            {account.amountSpent !== null ? (
              <span title={t('detail.spendPeriod')}>
                {t('row.spent')}: <span className="font-medium text-foreground tabular-nums">{formatMoney(account.amountSpent, account.currency, locale)}</span>
              </span>
            ) : null}
            {account.lastSync ? (
              <time dateTime={account.lastSync} title={time.absolute(account.lastSync)}>
                {t('sync.lastSync', { time: time.relativeInSentence(account.lastSync, now) })}
              </time>
            ) : account.source === 'sync' ? (
              <span>{t('row.neverSynced')}</span>
            ) : null}
          </div>
        </div>
      </div>
    </li>
  );
}
