import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextFormField } from '../../../../components/ui/text-form-field';

interface OptionalNumberFieldProps {
  label: string;
  value: number | undefined;
  /** undefined: left empty (no limit). */
  onChange: (value: number | undefined) => void;
  integer?: boolean;
  /** Shown as typed; stored times this (euros typed, cents stored: 100). */
  scale?: number;
  description?: string;
  error?: string | null;
}

function shown(value: number | undefined, scale: number): string {
  return value === undefined ? '' : String(value / scale).replace('.', ',');
}

/**
 * A number that may be left empty (a limit), typed the Dutch way ("12,5"). While what is typed is
 * no number the field says so and keeps the last good value; empty means no value.
 */
export function OptionalNumberField({ label, value, onChange, integer = false, scale = 1, description, error }: OptionalNumberFieldProps) {
  const { t } = useTranslation('formBuilder');
  const [text, setText] = useState(() => shown(value, scale));
  const [typed, setTyped] = useState<number | undefined>(value);
  // A change from outside (another field selected, a reload) shows the new value.
  if (typed !== value) {
    setTyped(value);
    setText(shown(value, scale));
  }
  const trimmed = text.trim().replace(',', '.');
  const parsed = trimmed === '' ? undefined : Number(trimmed);
  const localError =
    parsed !== undefined && !Number.isFinite(parsed)
      ? t('panel.notANumber')
      : integer && parsed !== undefined && !Number.isInteger(parsed)
        ? t('panel.notWhole')
        : null;

  return (
    <TextFormField
      label={label}
      value={text}
      inputMode={integer ? 'numeric' : 'decimal'}
      onChange={(next) => {
        setText(next);
        const raw = next.trim().replace(',', '.');
        if (raw === '') {
          setTyped(undefined);
          onChange(undefined);
          return;
        }
        const number = Number(raw);
        if (!Number.isFinite(number) || (integer && !Number.isInteger(number))) return;
        const stored = scale === 1 ? number : Math.round(number * scale);
        setTyped(stored);
        onChange(stored);
      }}
      error={localError ?? error ?? null}
      {...(description ? { description } : {})}
    />
  );
}
