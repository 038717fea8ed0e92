import { Label, SearchField } from '@heroui/react';

interface SearchInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** The label is for assistive technology only. */
  hideLabel?: boolean;
}

/** A search box for a filter bar (label above, like FilterSelect): a search icon and a clear button. */
export function SearchInput({ label, value, onChange, placeholder, hideLabel = false }: SearchInputProps) {
  return (
    <SearchField value={value} onChange={onChange} fullWidth variant="secondary" className="min-w-0">
      <Label className={hideLabel ? 'sr-only' : 'text-xs text-muted'}>{label}</Label>
      <SearchField.Group className="min-h-9">
        <SearchField.SearchIcon />
        <SearchField.Input placeholder={placeholder} className="min-w-0" />
        <SearchField.ClearButton />
      </SearchField.Group>
    </SearchField>
  );
}
