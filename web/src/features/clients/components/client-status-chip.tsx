import { Archive } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ClientStatus } from '../../../../../common/client-constants';

/** "Gearchiveerd" on an archived client (an active one needs no chip in the list; the detail may show "Actief"). */
export function ClientStatusChip({ status, showActive = false }: { status: ClientStatus; showActive?: boolean }) {
  const { t } = useTranslation('clients');
  if (status === 'archived') {
    return (
      <span
        className="inline-flex items-center gap-1 rounded-full bg-warning-soft px-2 py-0.5 text-xs font-medium text-warning-soft-foreground"
        data-testid="client-archived"
      >
        <Archive aria-hidden="true" className="size-3.5" />
        {t('status.archived')}
      </span>
    );
  }
  if (!showActive) return null;
  return <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success-soft-foreground">{t('status.active')}</span>;
}
