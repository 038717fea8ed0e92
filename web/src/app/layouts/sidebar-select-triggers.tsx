import { Building2, Users } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '../../../../common/schemas/auth';
import { SelectTriggerPreview, useSelectIntent } from '../../components/ui/deferred-select';
import { sidebarSelectTitleClass, sidebarSelectValueClass } from '../../components/ui/sidebar-select-value';
import { useCompanyMembers } from '../../features/company/api/get-members';
import { useMarketeerFilter } from '../../lib/marketeer-filter';

type SelectsModule = typeof import('./sidebar-selects');

/**
 * The Select code (HeroUI on React Aria) is not part of the workspace's first load: it is
 * requested on the first hover, focus or press of a preview trigger, and once it is there every
 * sidebar dropdown is the real Select.
 */
let selectsModule: SelectsModule | null = null;
let request: Promise<SelectsModule> | null = null;
const listeners = new Set<() => void>();

function loadSelects(): void {
  if (request) return;
  request = import('./sidebar-selects').then((module) => {
    selectsModule = module;
    for (const listener of listeners) listener();
    return module;
  });
  // A failed download is tried again on the next intent; the preview stays meanwhile.
  request.catch(() => {
    request = null;
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function useSelectsModule(): SelectsModule | null {
  return useSyncExternalStore(
    subscribe,
    () => selectsModule,
    () => null,
  );
}

interface SidebarSelectsProps {
  me: MeResponse;
  showMarketeerSelect: boolean;
  canLoadMembers: boolean;
}

/** The expanded sidebar's company switcher and marketeer dropdown. */
export function SidebarSelects({ me, showMarketeerSelect, canLoadMembers }: SidebarSelectsProps) {
  return (
    <>
      {me.memberships.length > 1 ? <CompanySwitcherSlot me={me} /> : null}
      {showMarketeerSelect ? <MarketeerSelectSlot companyId={me.activeCompanyId} canLoadMembers={canLoadMembers} /> : null}
    </>
  );
}

function CompanySwitcherSlot({ me }: { me: MeResponse }) {
  const { t } = useTranslation('nav');
  const selects = useSelectsModule();
  const intent = useSelectIntent(loadSelects);
  if (selects && !intent.isPressing) {
    return <selects.CompanySwitcher memberships={me.memberships} activeCompanyId={me.activeCompanyId} handoff={intent.handoff} />;
  }
  const active = me.memberships.find((m) => m.companyId === me.activeCompanyId);
  return (
    <SelectTriggerPreview
      label={t('companySwitcher.label')}
      icon={<Building2 aria-hidden="true" className="size-4 shrink-0 text-muted" />}
      value={active ? active.companyName : null}
      triggerClassName="items-center gap-1.5 px-2"
      valueClassName={sidebarSelectValueClass}
      title={{ text: active?.companyName, className: sidebarSelectTitleClass }}
      triggerProps={intent.triggerProps}
    />
  );
}

function MarketeerSelectSlot({ companyId, canLoadMembers }: { companyId: string | null; canLoadMembers: boolean }) {
  const { t } = useTranslation('nav');
  const selects = useSelectsModule();
  const intent = useSelectIntent(loadSelects);
  // The member list is data, not code: it may load before the Select does.
  const members = useCompanyMembers({ companyId, enabled: canLoadMembers });
  const selected = useMarketeerFilter((s) => s.selectedMarketeerId);
  if (selects && !intent.isPressing) {
    return <selects.MarketeerSelect companyId={companyId} canLoadMembers={canLoadMembers} handoff={intent.handoff} />;
  }
  const member = selected === null ? undefined : members.data?.find((m) => m.id === selected);
  const value = selected === null ? t('marketeerSelector.all') : member ? member.name || member.email : null;
  return (
    <SelectTriggerPreview
      label={t('marketeerSelector.label')}
      icon={<Users aria-hidden="true" className="size-4 shrink-0 text-muted" />}
      value={value}
      triggerClassName="items-center gap-1.5 px-2"
      valueClassName={sidebarSelectValueClass}
      title={{ text: value ?? undefined, className: sidebarSelectTitleClass }}
      triggerProps={intent.triggerProps}
    />
  );
}
