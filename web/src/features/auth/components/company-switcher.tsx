import { Label, ListBox, Select } from '@heroui/react';
import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Membership } from '../../../../../common/schemas/auth';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSwitchCompany } from '../api/switch-company';

interface CompanySwitcherProps {
  memberships: readonly Membership[];
  activeCompanyId: string | null;
}

/** For users with more than one membership: switches the active company (POST /api/auth/active-company). */
export function CompanySwitcher({ memberships, activeCompanyId }: CompanySwitcherProps) {
  const { t } = useTranslation('nav');
  const { t: te } = useTranslation('errors');
  const switchCompany = useSwitchCompany();
  if (memberships.length < 2) return null;

  const choose = (companyId: string) => {
    if (companyId === activeCompanyId || switchCompany.isPending) return;
    switchCompany.mutate(
      { companyId },
      {
        onSuccess: (me) => {
          const company = me.memberships.find((m) => m.companyId === me.activeCompanyId)?.companyName ?? '';
          toast.success(t('companySwitcher.switched', { company }));
        },
        onError: (error) => {
          const code = isApiError(error) ? error.code : 'INTERNAL';
          toast.danger(code === 'INTERNAL' ? te('generic') : te(`codes.${code}`));
        },
      },
    );
  };

  return (
    <Select
      value={activeCompanyId}
      onChange={(key) => key !== null && choose(String(key))}
      isDisabled={switchCompany.isPending}
      fullWidth
      variant="secondary"
    >
      <Label className="sr-only">{t('companySwitcher.label')}</Label>
      <Select.Trigger className="items-center gap-2">
        <Building2 aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <Select.Value className="min-w-0 flex-1 truncate" />
        <Select.Indicator />
      </Select.Trigger>
      <Select.Popover>
        <ListBox className="max-h-48 overflow-y-auto">
          {memberships.map((membership) => (
            <ListBox.Item key={membership.companyId} id={membership.companyId} textValue={membership.companyName}>
              <span className="truncate">{membership.companyName}</span>
              <ListBox.ItemIndicator />
            </ListBox.Item>
          ))}
        </ListBox>
      </Select.Popover>
    </Select>
  );
}
