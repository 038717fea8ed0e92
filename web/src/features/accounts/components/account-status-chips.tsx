import { Chip } from '@heroui/react';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AccountAlertType } from '../../../../../common/ad-account-constants';
import type { AdAccount } from '../../../../../common/schemas/ad-accounts';
import { type AccountBadge, accountBadges } from '../account-list';

const badgeColors: Record<AccountBadge, 'success' | 'danger' | 'warning' | 'accent' | 'default'> = {
  active: 'success',
  disabled: 'danger',
  unsettled: 'warning',
  pending: 'accent',
  closed: 'default',
  unknown: 'default',
  removed: 'warning',
};

/** Actief, Uitgeschakeld, Achterstallig, In behandeling, Gesloten, Onbekend; plus 'Verdwenen bij platform'. */
export function AccountStatusChips({ account }: { account: Pick<AdAccount, 'status' | 'removedUpstreamAt'> }) {
  const { t } = useTranslation('accounts');
  return (
    <>
      {accountBadges(account).map((badge) => (
        <Chip key={badge} size="sm" variant="soft" color={badgeColors[badge]} data-status={badge}>
          {t(`status.${badge}`)}
        </Chip>
      ))}
    </>
  );
}

const alertColors: Record<AccountAlertType, 'danger' | 'warning'> = {
  campaign_alert: 'danger',
  budget_warning: 'warning',
  performance_alert: 'warning',
};

/** The account's open alerts, one chip per kind. */
export function OpenAlertChips({ alerts }: { alerts: readonly AccountAlertType[] }) {
  const { t } = useTranslation('accounts');
  if (alerts.length === 0) return null;
  return (
    <span className="flex flex-wrap items-center gap-1" data-testid="open-alerts">
      <span className="sr-only">{t('row.openAlerts', { count: alerts.length })}</span>
      {[...new Set(alerts)].map((type) => (
        <Chip key={type} size="sm" variant="secondary" color={alertColors[type]}>
          <TriangleAlert aria-hidden="true" className="size-3" />
          {t(`alertTypes.${type}`)}
        </Chip>
      ))}
    </span>
  );
}
