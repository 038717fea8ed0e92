import { UserRoundSearch, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { mayUseMarketeerSelector } from '../../../../../common/roles';
import { Avatar } from '../../../components/ui/avatar';
import { useMarketeerFilter } from '../../../lib/marketeer-filter';
import { useCompanyMembers } from '../api/get-members';

/**
 * Says on the screen that the sidebar's marketeer selector narrows it ("Gefilterd op Sanne"), with
 * a button that removes the filter. Nothing when "Alle Marketeers" is chosen. `hint` says what the
 * filter means on this screen (default: what is assigned to them).
 */
export function MarketeerFilterChip({ companyId, hint, className = '' }: { companyId: string | null; hint?: (name: string) => string; className?: string }) {
  const { t } = useTranslation('nav');
  const selected = useMarketeerFilter((s) => s.selectedMarketeerId);
  const selectMarketeer = useMarketeerFilter((s) => s.selectMarketeer);
  const members = useCompanyMembers({ companyId, enabled: selected !== null });
  if (selected === null) return null;
  const member = members.data?.find((m) => m.id === selected && mayUseMarketeerSelector(m.role));
  const name = member ? member.name || member.email : '…';
  return (
    <div className={`flex min-w-0 flex-wrap items-center gap-2 ${className}`} role="status" data-testid="marketeer-filter-chip">
      <span className="inline-flex max-w-full min-w-0 items-center gap-1.5 rounded-full bg-accent-soft py-1 pr-1 pl-1.5 text-sm font-medium text-accent-soft-foreground">
        {member ? <Avatar person={member} size="xs" decorative /> : <UserRoundSearch aria-hidden="true" className="size-4 shrink-0" />}
        <span className="min-w-0 truncate">{t('marketeerSelector.filtered', { name })}</span>
        <button
          type="button"
          onClick={() => selectMarketeer(null)}
          aria-label={t('marketeerSelector.clearFilter', { name })}
          title={t('marketeerSelector.clearFilter', { name })}
          className="inline-flex size-6 shrink-0 items-center justify-center rounded-full outline-none hover:bg-accent-soft-hover focus-visible:ring-2 focus-visible:ring-focus"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      </span>
      <span className="text-xs text-muted">{hint ? hint(name) : t('marketeerSelector.filteredHint', { name })}</span>
    </div>
  );
}
