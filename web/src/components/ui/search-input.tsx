import { Label, SearchField } from '@heroui/react';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  return (
    <SearchField value={value} onChange={onChange} fullWidth variant="secondary" className="min-w-0">
      <Label className={hideLabel ? 'sr-only' : 'text-xs text-muted'}>{label}</Label>
      <SearchField.Group className="min-h-9">
        <SearchField.SearchIcon />
        <SearchField.Input placeholder={placeholder} className="min-w-0" />
        {/* HeroUI's close button says "Close" otherwise. */}
        <SearchField.ClearButton aria-label={t('clearSearch')} />
      </SearchField.Group>
    </SearchField>
  );
}
