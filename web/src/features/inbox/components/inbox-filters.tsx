import { Button } from '@heroui/react';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/ui/filter-select';
import type { NotificationFilters } from '../../../../../common/schemas/notifications';
import { audienceHasPlatforms, type NotificationAudience, notificationPlatforms, notificationStatusFilters, typeFilterKinds } from '../constants';
import { useNotificationClients } from '../api/get-notification-clients';
import { activeFilterCount, noFilters } from '../inbox-filters';

/** 'all' (no filter) and 'none' (about no client) besides the clients' ids. */
const all = 'all';

interface InboxFiltersProps {
  id: string;
  filters: NotificationFilters;
  onChange: (filters: NotificationFilters) => void;
  /** Whose inbox: the Type filter offers that audience's kinds (the registry), Platform only where kinds carry one. */
  audience: NotificationAudience;
}

/**
 * Type, Status, Client and Platform (spec section 2), each with 'Alle', and 'Filters wissen'. A
 * client's inbox offers its own kinds under Type and has no Platform (none of its kinds has one).
 */
export function InboxFilters({ id, filters, onChange, audience }: InboxFiltersProps) {
  const { t } = useTranslation('inbox');
  const clients = useNotificationClients(true);
  const clientList = clients.data ?? [];
  // A chosen client stays choosable while the list is (re)loading or no longer has it.
  const chosenMissing = filters.client && filters.client !== 'none' && !clientList.some((c) => c.id === filters.client);
  const clientOptions = chosenMissing ? [{ id: filters.client!, name: t('filters.chosenClient') }, ...clientList] : clientList;

  return (
    <section id={id} aria-label={t('filters.label')} className="flex flex-col gap-3 border-b border-border px-4 py-3">
      <div className="grid grid-cols-2 gap-x-3 gap-y-2">
        <FilterSelect
          label={t('filters.type')}
          value={filters.type ?? all}
          options={[{ id: all, label: t('filters.all') }, ...typeFilterKinds(audience).map((type) => ({ id: type, label: t(`types.${type}`) }))]}
          onChange={(value) => onChange({ ...filters, type: value === all ? undefined : (value as NotificationFilters['type']) })}
        />
        <FilterSelect
          label={t('filters.status')}
          value={filters.status}
          options={notificationStatusFilters.map((status) => ({ id: status, label: t(`filters.${status}`) }))}
          onChange={(value) => onChange({ ...filters, status: value as NotificationFilters['status'] })}
        />
        <FilterSelect
          label={t('filters.client')}
          value={filters.client ?? all}
          options={[
            { id: all, label: t('filters.allClients') },
            ...clientOptions.map((client) => ({ id: client.id, label: client.name })),
            // A client's kinds are always about one of their clients.
            ...(audience === 'client' ? [] : [{ id: 'none', label: t('filters.noClient') }]),
          ]}
          onChange={(value) => onChange({ ...filters, client: value === all ? undefined : value })}
        />
        {audienceHasPlatforms(audience) ? (
          <FilterSelect
            label={t('filters.platform')}
            value={filters.platform ?? all}
            options={[{ id: all, label: t('filters.all') }, ...notificationPlatforms.map((platform) => ({ id: platform, label: t(`platforms.${platform}`) }))]}
            onChange={(value) => onChange({ ...filters, platform: value === all ? undefined : (value as NotificationFilters['platform']) })}
          />
        ) : null}
      </div>
      <div>
        <Button size="sm" variant="tertiary" isDisabled={activeFilterCount(filters) === 0} onPress={() => onChange(noFilters)}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('filters.reset')}
        </Button>
      </div>
    </section>
  );
}
