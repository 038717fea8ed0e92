import { Description, FieldError, Label, ListBox, Select } from '@heroui/react';
import type { Key, ReactNode } from 'react';
import type { AvatarPerson } from '../../../../common/rules/avatar';
import { Avatar } from './avatar';
import { DetailedOption } from './select-options';

export interface PersonOption extends AvatarPerson {
  id: string;
  name: string;
  email: string;
  avatarUrl?: string | null;
}

interface PeopleSelectProps {
  label: string;
  people: readonly PersonOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Shown while nobody is chosen, e.g. "Niemand". */
  placeholder: string;
  description?: ReactNode;
  error?: string | null;
  isDisabled?: boolean;
  /** The list opened or closed (an editor can save once, when it closes). */
  onOpenChange?: (isOpen: boolean) => void;
  /** The label is for assistive technology only (the screen names the field itself). */
  hideLabel?: boolean;
}

/** Choosing colleagues: a HeroUI multi-select with each person's avatar, name and address; the trigger names the chosen ones. */
export function PeopleSelect({ label, people, value, onChange, placeholder, description, error, isDisabled, onOpenChange, hideLabel }: PeopleSelectProps) {
  const chosen = value.map((id) => people.find((person) => person.id === id)).filter((person): person is PersonOption => person !== undefined);
  return (
    <Select
      selectionMode="multiple"
      value={[...value]}
      onChange={(keys: Key[]) => onChange(keys.map(String))}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isInvalid={Boolean(error)}
      onOpenChange={onOpenChange}
      validationBehavior="aria"
      fullWidth
      variant="secondary"
      className="min-w-0"
    >
      <Label className={hideLabel ? 'sr-only' : undefined}>{label}</Label>
      <Select.Trigger className="min-h-9">
        <Select.Value className="flex min-w-0 flex-1 items-center gap-2 text-sm">
          {({ isPlaceholder }) =>
            isPlaceholder || chosen.length === 0 ? (
              placeholder
            ) : (
              <>
                <span aria-hidden="true" className="flex shrink-0 -space-x-1.5">
                  {chosen.slice(0, 3).map((person) => (
                    <Avatar key={person.id} person={person} size="xs" decorative className="ring-2 ring-default" />
                  ))}
                </span>
                <span className="min-w-0 truncate">{chosen.map((person) => person.name || person.email).join(', ')}</span>
              </>
            )
          }
        </Select.Value>
        <Select.Indicator />
      </Select.Trigger>
      {description ? <Description>{description}</Description> : null}
      <FieldError>{error}</FieldError>
      <Select.Popover>
        <ListBox selectionMode="multiple" className="max-h-64 overflow-y-auto">
          {people.map((person) => (
            <PersonOptionItem key={person.id} person={person} labelClassName="truncate text-sm" />
          ))}
        </ListBox>
      </Select.Popover>
    </Select>
  );
}

/** A colleague as a Select's option: their avatar, name and (when there is a name) address. */
export function PersonOptionItem({ person, labelClassName }: { person: PersonOption; labelClassName?: string }) {
  return (
    <DetailedOption
      id={person.id}
      label={person.name || person.email}
      detail={person.name ? person.email : null}
      icon={<Avatar person={person} size="xs" decorative />}
      labelClassName={labelClassName}
    />
  );
}
