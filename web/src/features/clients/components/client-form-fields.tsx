import { Description, FieldError, Label, Select, TextArea, TextField } from '@heroui/react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { type ClientCountry, clientCountries, clientLimits } from '../../../../../common/client-constants';
import { SelectOptions } from '../../../components/ui/select-options';

interface CountrySelectProps {
  value: ClientCountry;
  onChange: (value: ClientCountry) => void;
  error: string | null;
  containerRef?: Ref<HTMLDivElement>;
}

/** Land: the countries whose postal codes are checked, and "Ander land". */
export function CountrySelect({ value, onChange, error, containerRef }: CountrySelectProps) {
  const { t } = useTranslation('clients');
  return (
    <div ref={containerRef} className="min-w-0">
      <Select
        name="country"
        value={value}
        onChange={(key) => key !== null && onChange(String(key) as ClientCountry)}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        fullWidth
        variant="secondary"
        className="min-w-0"
      >
        <Label>{t('form.country')}</Label>
        <Select.Trigger className="min-h-9">
          <Select.Value className="min-w-0 flex-1 truncate text-sm" />
          <Select.Indicator />
        </Select.Trigger>
        <FieldError>{error}</FieldError>
        <SelectOptions options={clientCountries.map((id) => ({ id, label: t(`countries.${id}`) }))} />
      </Select>
    </div>
  );
}

interface NotesFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** Notities: the team's own notes about the client (several lines). */
export function ClientNotesField({ value, onChange, error, inputRef }: NotesFieldProps) {
  const { t } = useTranslation('clients');
  return (
    <TextField
      name="notes"
      value={value}
      onChange={onChange}
      isInvalid={Boolean(error)}
      maxLength={clientLimits.notesMax}
      validationBehavior="aria"
      fullWidth
      variant="secondary"
    >
      <Label>{t('form.notes')}</Label>
      <TextArea ref={inputRef} rows={4} className="min-w-0" />
      <Description>{t('form.notesHint')}</Description>
      <FieldError>{error}</FieldError>
    </TextField>
  );
}
