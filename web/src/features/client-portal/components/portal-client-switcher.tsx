import { Label, Select } from '@heroui/react';
import { SelectOptions } from '../../../components/ui/select-options';
import { useTranslation } from 'react-i18next';
import type { ClientSummary } from '../../../../../common/schemas/clients';

interface PortalClientSwitcherProps {
  clients: ClientSummary[];
  activeId: string;
  onChange: (clientId: string) => void;
}

/** For a person linked to several clients: which client's portal they look at. */
export function PortalClientSwitcher({ clients, activeId, onChange }: PortalClientSwitcherProps) {
  const { t } = useTranslation('portal');
  return (
    <Select
      value={activeId}
      onChange={(key) => key !== null && key !== activeId && onChange(String(key))}
      fullWidth
      variant="secondary"
      className="flex-row items-center gap-2"
    >
      <Label className="shrink-0 text-sm text-muted">{t('header.client')}</Label>
      <Select.Trigger className="min-w-0 flex-1">
        <Select.Value className="truncate" />
        <Select.Indicator />
      </Select.Trigger>
      <SelectOptions options={clients.map((client) => ({ id: client.id, label: client.name }))} />
    </Select>
  );
}
