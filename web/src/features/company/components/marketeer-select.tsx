import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SelectHandoff } from '../../../components/ui/deferred-select';
import { SidebarSelect } from '../../../components/ui/sidebar-select';
import { useMarketeerFilter } from '../../../lib/marketeer-filter';
import { useCompanyMembers } from '../api/get-members';

const allMarketeers = 'all';

interface MarketeerSelectProps {
  companyId: string | null;
  /** Only marketeer and admin users may read the member list (spec section 6). */
  canLoadMembers: boolean;
  /** Taking over from the preview trigger shown until the Select's code was loaded. */
  handoff?: SelectHandoff;
}

/** 'Alle Marketeers' plus every member with role marketeer; the choice lives in the marketeer filter. */
export function MarketeerSelect({ companyId, canLoadMembers, handoff }: MarketeerSelectProps) {
  const { t } = useTranslation('nav');
  const members = useCompanyMembers({ companyId, enabled: canLoadMembers });
  const selected = useMarketeerFilter((s) => s.selectedMarketeerId);
  const selectMarketeer = useMarketeerFilter((s) => s.selectMarketeer);
  const marketeers = (members.data ?? []).filter((member) => member.role === 'marketeer');

  const options = [
    { id: allMarketeers, label: t('marketeerSelector.all') },
    ...marketeers.map((member) => ({ id: member.id, label: member.name || member.email })),
  ];
  return (
    <SidebarSelect
      label={t('marketeerSelector.label')}
      icon={Users}
      options={options}
      value={selected ?? allMarketeers}
      onChange={(id) => selectMarketeer(id === allMarketeers ? null : id)}
      handoff={handoff}
    />
  );
}
