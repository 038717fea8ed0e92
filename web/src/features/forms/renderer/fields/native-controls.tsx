import { type CSSProperties, type ReactNode, useState } from 'react';

/**
 * Native checkboxes and radio buttons drawn in HeroUI's own classes (`checkbox…`, `radio…`, as its
 * Checkbox and Radio draw them), for the form renderer: a form of 60 fields drew some 200 React Aria
 * checkboxes, radios and stars, its heaviest part. The input itself is visually hidden (as
 * react-aria's is) and does the work: keyboard (Space, arrow keys within a radio group), the
 * accessible name from its label, checked state.
 */

export const visuallyHidden: CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  width: 1,
  whiteSpace: 'nowrap',
};

/** HeroUI's CSS draws the focus ring from data-focus-visible (react-aria sets it for keyboard focus only): the same from :focus-visible. */
export function useFocusVisible() {
  const [focusVisible, setFocusVisible] = useState(false);
  return {
    focusVisible,
    inputProps: {
      onFocus: (event: { currentTarget: HTMLInputElement }) => setFocusVisible(event.currentTarget.matches(':focus-visible')),
      onBlur: () => setFocusVisible(false),
    },
    'data-focus-visible': focusVisible ? ('true' as const) : undefined,
  };
}

interface PlainCheckboxProps {
  name: string;
  value?: string;
  /** The text beside the box; `required` adds HeroUI's asterisk. */
  label: ReactNode;
  required?: boolean;
  checked: boolean;
  invalid: boolean;
  readOnly?: boolean;
  describedBy: string | undefined;
  onToggle: (checked: boolean) => void;
}

/** One checkbox: a native input with HeroUI's control and indicator. */
export function PlainCheckbox({ name, value, label, required = false, checked, invalid, readOnly = false, describedBy, onToggle }: PlainCheckboxProps) {
  const focus = useFocusVisible();
  const state = {
    'data-selected': checked ? 'true' : undefined,
    'data-invalid': invalid ? 'true' : undefined,
  } as const;
  return (
    <div data-slot="checkbox" className="checkbox checkbox--secondary" {...state}>
      <label data-slot="checkbox-content" className="checkbox__content" {...state} data-focus-visible={focus['data-focus-visible']}>
        <span style={visuallyHidden}>
          <input
            type="checkbox"
            name={name}
            value={value}
            checked={checked}
            onChange={(event) => !readOnly && onToggle(event.currentTarget.checked)}
            {...focus.inputProps}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            aria-readonly={readOnly || undefined}
            aria-describedby={describedBy}
          />
        </span>
        <span className="checkbox__control" data-slot="checkbox-control">
          <span aria-hidden="true" className="checkbox__indicator" data-slot="checkbox-indicator">
            <svg
              aria-hidden="true"
              data-slot="checkbox-default-indicator--checkmark"
              fill="none"
              role="presentation"
              stroke="currentColor"
              strokeDasharray={22}
              strokeDashoffset={checked ? 44 : 66}
              strokeLinecap="round"
              strokeLinejoin="round"
              strokeWidth={2}
              viewBox="0 0 17 18"
            >
              <polyline points="1 9 7 14 15 4" />
            </svg>
          </span>
        </span>
        <span className={`label break-words ${required ? 'label--required' : 'after:hidden'}`} data-slot="label">
          {label}
        </span>
      </label>
    </div>
  );
}

interface PlainRadioProps {
  /** Shared by the radios of one group (unique per group on the page: the browser groups radios by name). */
  name: string;
  value: string;
  checked: boolean;
  invalid: boolean;
  readOnly: boolean;
  describedBy: string | undefined;
  onPick: (value: string) => void;
  /** The option's text; or, with `ariaLabel`, what is drawn instead of HeroUI's control (the rating's star). */
  children: ReactNode;
  ariaLabel?: string;
  className?: string;
  contentClassName?: string;
}

/** One radio button: a native input with HeroUI's control and indicator (or the drawing given as children, with an aria-label). */
export function PlainRadio({
  name,
  value,
  checked,
  invalid,
  readOnly,
  describedBy,
  onPick,
  children,
  ariaLabel,
  className,
  contentClassName,
}: PlainRadioProps) {
  const focus = useFocusVisible();
  return (
    <div
      data-slot="radio"
      className={`radio${className ? ` ${className}` : ''}`}
      data-selected={checked ? 'true' : undefined}
      data-invalid={invalid ? 'true' : undefined}
    >
      <label
        data-slot="radio-content"
        className={`radio__content${contentClassName ? ` ${contentClassName}` : ''}`}
        data-focus-visible={focus['data-focus-visible']}
      >
        <span style={visuallyHidden}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={checked}
            // A read-only group keeps its answer: the browser would move the check, React puts it back.
            onChange={() => !readOnly && onPick(value)}
            {...focus.inputProps}
            aria-label={ariaLabel}
            aria-describedby={describedBy}
          />
        </span>
        {ariaLabel ? (
          children
        ) : (
          <>
            <span className="radio__control" data-slot="radio-control">
              <span aria-hidden="true" className="radio__indicator" data-slot="radio-indicator" />
            </span>
            <span className="label break-words after:hidden" data-slot="label">
              {children}
            </span>
          </>
        )}
      </label>
    </div>
  );
}

interface ChoiceGroupProps {
  role: 'group' | 'radiogroup';
  /** HeroUI's group class: `checkbox-group` or `radio-group`. */
  kind: 'checkbox-group' | 'radio-group';
  /** The field's label and whether it is required. */
  field: { label: string; required: boolean };
  readOnly: boolean;
  help: string | null | undefined;
  error: string | null;
  /** From `choiceGroupIds`. */
  group: ReturnType<typeof choiceGroupIds>;
  className?: string;
  orientation?: 'horizontal';
  children: ReactNode;
}

/** The ids a group's label, help and error get, and what its inputs are described by. */
export function choiceGroupIds(id: string, help: string | null | undefined, error: string | null) {
  const ids = { label: `${id}-label`, help: `${id}-help`, error: `${id}-error` };
  const describedBy = [error ? ids.error : null, help ? ids.help : null].filter(Boolean).join(' ') || undefined;
  return { ids, describedBy };
}

/** A labelled group of checkboxes or radios with its help and error, in HeroUI's classes (as its CheckboxGroup and RadioGroup draw them). */
export function ChoiceGroup({ role, kind, field, readOnly, help, error, group, className, orientation, children }: ChoiceGroupProps) {
  const { label, required } = field;
  const { ids, describedBy } = group;
  return (
    <div
      role={role}
      data-slot={kind}
      className={`${kind} ${kind}--secondary gap-2 ${className ?? ''}`}
      aria-labelledby={ids.label}
      aria-describedby={describedBy}
      aria-readonly={readOnly || undefined}
      aria-required={role === 'radiogroup' && required ? true : undefined}
      aria-invalid={role === 'radiogroup' && error ? true : undefined}
      aria-orientation={role === 'radiogroup' ? orientation : undefined}
      data-required={required ? 'true' : undefined}
      data-invalid={error ? 'true' : undefined}
      data-readonly={readOnly ? 'true' : undefined}
    >
      <span className={`label${required ? ' label--required' : ''}`} id={ids.label} data-slot="label">
        {label}
      </span>
      {help ? (
        <span className="description whitespace-pre-line" id={ids.help} data-slot="description">
          {help}
        </span>
      ) : null}
      {children}
      {error ? (
        <span className="field-error" id={ids.error} data-visible="true" data-slot="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
