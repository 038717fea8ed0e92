import { Chip } from '@heroui/react';
import { BellRing, CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountAlert, AdAccount } from '../../../../../common/schemas/ad-accounts';
import { useTimeText } from '../../../lib/use-time-text';
import { highlightedAlertId, sortAlerts } from '../alerts';
import { formatMoney, numberLocale, spendShare } from '../money';
import { AccountSection } from './account-section';

interface AccountAlertsProps {
  account: AdAccount;
  alerts: readonly AccountAlert[];
  /** The inbox's `alert` parameter: the open alert of this kind is highlighted and scrolled into view. */
  highlight: string | null;
  now: Date;
}

/** The alerts a sync raised for the account: budget, status and performance. */
export function AccountAlerts({ account, alerts, highlight, now }: AccountAlertsProps) {
  const { t, i18n } = useTranslation('accounts');
  const time = useTimeText();
  const locale = numberLocale(i18n.language);
  const sorted = sortAlerts(alerts);
  const highlightedId = highlightedAlertId(alerts, highlight);
  const highlightedRef = useRef<HTMLLIElement>(null);
  const openCount = sorted.filter((a) => !a.resolvedAt).length;

  useEffect(() => {
    if (!highlightedId) return;
    const element = highlightedRef.current;
    if (!element) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'center' });
    element.focus({ preventScroll: true });
  }, [highlightedId]);

  const describe = (alert: AccountAlert): string => {
    const d = alert.details;
    const currency = d.currency ?? account.currency;
    switch (alert.type) {
      case 'budget_warning': {
        const spent = d.amountSpent ?? account.amountSpent;
        const cap = d.spendCap ?? account.spendCap;
        if (spent === null || spent === undefined || cap === null || cap === undefined) return t('alerts.budgetPlain');
        return t('alerts.budget', {
          spent: formatMoney(spent, currency, locale),
          cap: formatMoney(cap, currency, locale),
          percent: spendShare(spent, cap) ?? 0,
        });
      }
      case 'campaign_alert':
        if (d.status && d.previousStatus) return t('alerts.statusChanged', { from: t(`status.${d.previousStatus}`), to: t(`status.${d.status}`) });
        return t('alerts.status', { status: t(`status.${d.status ?? account.status}`) });
      case 'performance_alert':
        return d.stalledSince ? t('alerts.stalled', { time: time.absolute(d.stalledSince) }) : t('alerts.stalledPlain');
    }
  };

  return (
    <AccountSection
      id="account-alerts"
      icon={BellRing}
      title={t('alerts.title')}
      badge={
        openCount > 0 ? (
          <Chip size="sm" variant="soft" color="warning">
            {t('alerts.openCount', { count: openCount })}
          </Chip>
        ) : null
      }
    >
      {sorted.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-3 text-sm text-muted">{t('alerts.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {sorted.map((alert) => {
            const isHighlighted = alert.id === highlightedId;
            const resolved = alert.resolvedAt !== null;
            return (
              <li
                key={alert.id}
                ref={isHighlighted ? highlightedRef : undefined}
                tabIndex={isHighlighted ? -1 : undefined}
                data-testid="account-alert"
                data-alert-type={alert.type}
                data-resolved={resolved}
                data-highlighted={isHighlighted || undefined}
                aria-current={isHighlighted ? 'true' : undefined}
                className={`flex items-start gap-3 rounded-xl border p-3 outline-none ${
                  isHighlighted ? 'border-accent bg-accent-soft/40 ring-2 ring-accent ring-offset-2 ring-offset-background' : 'border-border'
                } ${resolved ? 'opacity-75' : ''}`}
              >
                {resolved ? (
                  <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                ) : (
                  <TriangleAlert aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${alert.type === 'campaign_alert' ? 'text-danger' : 'text-warning'}`} />
                )}
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-x-2 text-sm font-medium text-foreground">
                    {t(`alertTypes.${alert.type}`)}
                    {isHighlighted ? <span className="text-xs font-normal text-accent-soft-foreground">{t('alerts.fromInbox')}</span> : null}
                  </p>
                  <p className="text-sm break-words text-muted">{describe(alert)}</p>
                  <p className="mt-0.5 text-xs text-muted">
                    <time dateTime={alert.createdAt} title={time.absolute(alert.createdAt)}>
                      {time.relative(alert.createdAt, now)}
                    </time>
                    {alert.resolvedAt ? ` · ${t('alerts.resolved', { time: time.relativeInSentence(alert.resolvedAt, now) })}` : ''}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AccountSection>
  );
}
