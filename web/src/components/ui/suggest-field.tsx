import { ComboBox, Description, FieldError, Input, Label, ListBox } from '@heroui/react';
import { useMemo, type ReactNode, type Ref } from 'react';

export interface Suggestion {
  id: string;
  name: string;
}

export interface SuggestFieldProps {
  label: string;
  /** The text as typed (or as chosen from the suggestions): the field is free text. */
  value: string;
  onChange: (value: string) => void;
  suggestions: readonly Suggestion[];
  error?: string | null | undefined;
  description?: ReactNode;
  name?: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
  maxLength?: number;
  /** Shown in the open list when nothing matches what is typed. */
  emptyText: string;
  /** Label of the button that opens the list. */
  openLabel: string;
}

/** At most this many suggestions in the list: typing narrows it. */
const shownMax = 50;

/**
 * A text field that suggests names (HeroUI's ComboBox with custom values): typing filters the
 * suggestions (part of the name, any case), choosing one fills in its name, and any other text
 * stays as typed. Arrow keys, Enter and Escape work as in every combobox; the button opens the list.
 */
export function SuggestField({ label, value, onChange, suggestions, error, description, name, inputRef, maxLength, emptyText, openLabel }: SuggestFieldProps) {
  const shown = useMemo(() => {
    const typed = value.trim().toLocaleLowerCase('nl');
    const matching = typed ? suggestions.filter((s) => s.name.toLocaleLowerCase('nl').includes(typed)) : suggestions;
    return matching.slice(0, shownMax);
  }, [suggestions, value]);

  return (
    <ComboBox
      allowsCustomValue
      inputValue={value}
      onInputChange={onChange}
      onSelectionChange={(key) => {
        const chosen = suggestions.find((s) => s.id === key);
        if (chosen) onChange(chosen.name);
      }}
      items={shown}
      menuTrigger="input"
      fullWidth
      variant="secondary"
      name={name}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
    >
      <Label>{label}</Label>
      <ComboBox.InputGroup>
        <Input ref={inputRef} maxLength={maxLength} autoComplete="off" className="min-w-0" />
        <ComboBox.Trigger aria-label={openLabel} />
      </ComboBox.InputGroup>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{error}</FieldError>
      <ComboBox.Popover>
        <ListBox renderEmptyState={() => <p className="px-3 py-2 text-sm text-muted">{emptyText}</p>}>
          {(item: Suggestion) => (
            <ListBox.Item id={item.id} textValue={item.name}>
              {item.name}
              <ListBox.ItemIndicator />
            </ListBox.Item>
          )}
        </ListBox>
      </ComboBox.Popover>
    </ComboBox>
  );
}
