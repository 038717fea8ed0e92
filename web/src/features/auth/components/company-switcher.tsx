import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Membership } from '../../../../../common/schemas/auth';
import type { SelectHandoff } from '../../../components/ui/deferred-select';
import { SidebarSelect } from '../../../components/ui/sidebar-select';
import { toast } from '../../../lib/toast';
import { loadErrorText } from '../../../lib/use-error-text';
import { useSwitchCompany } from '../api/switch-company';

interface CompanySwitcherProps {
  memberships: readonly Membership[];
  activeCompanyId: string | null;
  /** Taking over from the preview trigger shown until the Select's code was loaded. */
  handoff?: SelectHandoff;
}

/** For users with more than one membership: switches the active company (POST /api/auth/active-company). */
export function CompanySwitcher({ memberships, activeCompanyId, handoff }: CompanySwitcherProps) {
  const { t } = useTranslation('nav');
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
        // The error texts load on demand: the sidebar is on every first screen.
        onError: (error) => void loadErrorText(error).then((text) => toast.danger(text)),
      },
    );
  };

  return (
    <SidebarSelect
      label={t('companySwitcher.label')}
      icon={Building2}
      options={memberships.map((m) => ({ id: m.companyId, label: m.companyName }))}
      value={activeCompanyId}
      onChange={choose}
      isDisabled={switchCompany.isPending}
      handoff={handoff}
    />
  );
}
