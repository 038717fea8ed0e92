import { Label, Select } from '@heroui/react';
import type { LucideIcon } from 'lucide-react';
import type { SelectHandoff } from './deferred-select';
import { useSelectHandoff } from './use-select-handoff';
import { SelectOptions, type SelectOption } from './select-options';
import { sidebarSelectTitleClass, sidebarSelectValueClass } from './sidebar-select-value';

export type SidebarSelectOption = SelectOption;

interface SidebarSelectProps {
  /** Accessible name (the sidebar shows only the icon and the value). */
  label: string;
  icon: LucideIcon;
  options: readonly SidebarSelectOption[];
  value: string | null;
  onChange: (id: string) => void;
  isDisabled?: boolean;
  /** Taking over from the preview trigger shown until the Select's code was loaded. */
  handoff?: SelectHandoff;
}

/** A compact HeroUI Select for the sidebar: icon, value, a list of at most about 12rem. */
export function SidebarSelect({ label, icon: Icon, options, value, onChange, isDisabled, handoff }: SidebarSelectProps) {
  const { isOpen, onOpenChange, triggerRef, onTriggerFocus } = useSelectHandoff(handoff);
  const selectedLabel = options.find((option) => option.id === value)?.label;
  return (
    <Select
      value={value}
      onChange={(key) => key !== null && onChange(String(key))}
      isDisabled={isDisabled}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      fullWidth
      variant="secondary"
    >
      <Label className="sr-only">{label}</Label>
      <Select.Trigger ref={triggerRef} onFocus={onTriggerFocus} className="items-center gap-1.5 px-2">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
        <span title={selectedLabel} className={sidebarSelectTitleClass}>
          <Select.Value className={sidebarSelectValueClass} />
        </span>
        <Select.Indicator />
      </Select.Trigger>
      <SelectOptions options={options} maxHeight="max-h-48" popoverClassName="min-w-64" />
    </Select>
  );
}
