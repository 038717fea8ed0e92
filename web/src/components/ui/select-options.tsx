import { ListBox, Select } from '@heroui/react';
import type { ReactNode } from 'react';

export interface SelectOption {
  id: string;
  label: string;
}

/**
 * The popover list of a HeroUI Select: one item per option with its check mark. The label takes the
 * room beside the mark and wraps (a long company name never runs under the mark).
 */
export function SelectOptions({
  options,
  maxHeight = 'max-h-64',
  popoverClassName,
}: {
  options: readonly SelectOption[];
  maxHeight?: string;
  /** E.g. a minimum width wider than a narrow trigger. */
  popoverClassName?: string;
}) {
  return (
    <Select.Popover className={popoverClassName}>
      <ListBox className={`${maxHeight} overflow-y-auto`}>
        {options.map((option) => (
          <ListBox.Item key={option.id} id={option.id} textValue={option.label}>
            <span className="min-w-0 flex-1 break-words">{option.label}</span>
            <ListBox.ItemIndicator />
          </ListBox.Item>
        ))}
      </ListBox>
    </Select.Popover>
  );
}

interface DetailedOptionProps {
  id: string;
  /** The option's name; also its text for type-ahead. */
  label: string;
  /** A muted second line under the name (an address, an id); none when null or undefined. */
  detail?: string | null;
  /** The avatar or icon before the text. */
  icon: ReactNode;
  labelClassName?: string;
}

/** A ListBox item with an icon, its name and a second line, and its check mark. */
export function DetailedOption({ id, label, detail, icon, labelClassName = 'truncate' }: DetailedOptionProps) {
  return (
    <ListBox.Item id={id} textValue={label}>
      {icon}
      <span className="flex min-w-0 flex-1 flex-col">
        <span className={labelClassName}>{label}</span>
        {detail === null || detail === undefined ? null : <span className="truncate text-xs text-muted">{detail}</span>}
      </span>
      <ListBox.ItemIndicator />
    </ListBox.Item>
  );
}
