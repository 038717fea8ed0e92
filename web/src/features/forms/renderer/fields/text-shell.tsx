import { type ReactNode, useId } from 'react';

/** The ids and ARIA attributes a text field's input needs (label, description, error). */
export interface TextInputAria {
  id: string;
  name: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'data-invalid': 'true' | undefined;
}

interface TextShellProps {
  name: string;
  label: string;
  required: boolean;
  invalid: boolean;
  disabled?: boolean;
  /** Under the input (help, counter, hint); null for none. */
  description: ReactNode;
  descriptionClassName?: string;
  error: string | null;
  /** HeroUI's field it is drawn as: a text field (default) or a select. */
  kind?: 'textfield' | 'select';
  children: (aria: TextInputAria) => ReactNode;
}

const shellClasses = { textfield: 'textfield textfield--full-width', select: 'select select--full-width select--secondary min-w-0' } as const;

/**
 * A text field drawn with plain elements and HeroUI's own classes (`textfield`, `label`, `input`,
 * `description`, `field-error`; their CSS styles hover and focus through :hover and :focus), so it
 * looks like HeroUI's TextField at a fraction of its cost per field: a form of 60 fields draws 60
 * of these (and a native select or date input, in the same frame). The label is the input's (`for`), the help and the error describe it, required and
 * invalid are said with aria-required and aria-invalid, as react-aria's TextField does with
 * validationBehavior="aria".
 */
export function TextShell({
  name,
  label,
  required,
  invalid,
  disabled = false,
  description,
  descriptionClassName,
  error,
  kind = 'textfield',
  children,
}: TextShellProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div
      data-slot={kind}
      className={shellClasses[kind]}
      data-required={required ? 'true' : undefined}
      data-invalid={invalid ? 'true' : undefined}
      data-disabled={disabled ? 'true' : undefined}
    >
      <label className="label" htmlFor={id} data-slot="label">
        {label}
      </label>
      {children({
        id,
        name,
        'aria-describedby': describedBy,
        'aria-invalid': invalid ? true : undefined,
        'aria-required': required ? true : undefined,
        'data-invalid': invalid ? 'true' : undefined,
      })}
      {description ? (
        <span className={`description${descriptionClassName ? ` ${descriptionClassName}` : ''}`} id={descriptionId} data-slot="description">
          {description}
        </span>
      ) : null}
      {error ? (
        <span className="field-error" id={errorId} data-visible="true" data-slot="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}
