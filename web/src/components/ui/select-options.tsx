import { ListBox, Select } from '@heroui/react';

export interface SelectOption {
  id: string;
  label: string;
}

/** The popover list of a HeroUI Select: one truncated item per option with its check mark. */
export function SelectOptions({ options, maxHeight = 'max-h-64' }: { options: readonly SelectOption[]; maxHeight?: string }) {
  return (
    <Select.Popover>
      <ListBox className={`${maxHeight} overflow-y-auto`}>
        {options.map((option) => (
          <ListBox.Item key={option.id} id={option.id} textValue={option.label}>
            <span className="truncate">{option.label}</span>
            <ListBox.ItemIndicator />
          </ListBox.Item>
        ))}
      </ListBox>
    </Select.Popover>
  );
}
