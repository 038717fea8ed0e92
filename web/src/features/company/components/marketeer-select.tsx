import { Label, ListBox, Select } from '@heroui/react';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useMarketeerFilter } from '../../../lib/marketeer-filter';
import { useCompanyMembers } from '../api/get-members';

const allMarketeers = 'all';

interface MarketeerSelectProps {
  companyId: string | null;
  /** Only marketeer and admin users may read the member list (spec section 6). */
  canLoadMembers: boolean;
}

/** 'Alle Marketeers' plus every member with role marketeer; the choice lives in the marketeer filter. */
export function MarketeerSelect({ companyId, canLoadMembers }: MarketeerSelectProps) {
  const { t } = useTranslation('nav');
  const members = useCompanyMembers({ companyId, enabled: canLoadMembers });
  const selected = useMarketeerFilter((s) => s.selectedMarketeerId);
  const selectMarketeer = useMarketeerFilter((s) => s.selectMarketeer);
  const marketeers = (members.data ?? []).filter((member) => member.role === 'marketeer');

  return (
    <Select
      value={selected ?? allMarketeers}
      onChange={(key) => selectMarketeer(key === null || key === allMarketeers ? null : String(key))}
      fullWidth
      variant="secondary"
    >
      <Label className="sr-only">{t('marketeerSelector.label')}</Label>
      <Select.Trigger className="items-center gap-2">
        <Users aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <Select.Value className="min-w-0 flex-1 truncate" />
        <Select.Indicator />
      </Select.Trigger>
      <Select.Popover>
        <ListBox className="max-h-48 overflow-y-auto">
          <ListBox.Item id={allMarketeers} textValue={t('marketeerSelector.all')}>
            {t('marketeerSelector.all')}
            <ListBox.ItemIndicator />
          </ListBox.Item>
          {marketeers.map((member) => (
            <ListBox.Item key={member.id} id={member.id} textValue={member.name || member.email}>
              <span className="truncate">{member.name || member.email}</span>
              <ListBox.ItemIndicator />
            </ListBox.Item>
          ))}
        </ListBox>
      </Select.Popover>
    </Select>
  );
}
