import { ToggleButton, ToggleButtonGroup } from '@heroui/react';
import type { Key } from 'react';

interface SegmentedFilterProps<V extends string> {
  /** The group's accessible name, e.g. "Status". */
  label: string;
  value: V;
  options: readonly { id: V; label: string; count?: number | undefined }[];
  onChange: (value: V) => void;
}

/** One choice of a few (a status), as connected toggle buttons: a radio group for assistive technology, arrow keys move. */
export function SegmentedFilter<V extends string>({ label, value, options, onChange }: SegmentedFilterProps<V>) {
  return (
    <ToggleButtonGroup
      aria-label={label}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[value]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = [...keys];
        if (next !== undefined) onChange(String(next) as V);
      }}
      size="sm"
      className="w-full overflow-x-auto sm:w-fit"
    >
      {options.map((option) => (
        <ToggleButton key={option.id} id={option.id} className="flex-1 whitespace-nowrap sm:flex-none">
          {option.label}
          {option.count !== undefined && option.count > 0 ? <span className="ml-1 text-xs opacity-80">({option.count})</span> : null}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
