import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SuggestField } from '../../../components/ui/suggest-field';
import { useClientOptions } from '../api/get-client-options';

interface ClientNameFieldProps {
  companyId: string | null;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null | undefined;
  name?: string;
  inputRef?: Ref<HTMLInputElement> | undefined;
  maxLength?: number;
}

/**
 * The client of an account or a note: the company's clients offered as you type, and any other
 * name kept as text. The server links the account or note to the client whose name this is (any
 * case); the hint under the field says which it will be.
 */
export function ClientNameField({ companyId, label, value, onChange, error, name, inputRef, maxLength }: ClientNameFieldProps) {
  const { t } = useTranslation('common');
  const options = useClientOptions(companyId);
  const suggestions = options.data?.clients ?? [];
  const typed = value.trim().toLocaleLowerCase('nl');
  const match = typed ? suggestions.find((s) => s.name.toLocaleLowerCase('nl') === typed) : undefined;
  const description = !typed ? t('clientField.hint') : match ? t('clientField.linked', { name: match.name }) : t('clientField.unlinked');
  return (
    <SuggestField
      label={label}
      value={value}
      onChange={onChange}
      suggestions={suggestions}
      error={error}
      description={description}
      name={name}
      inputRef={inputRef}
      maxLength={maxLength}
      emptyText={suggestions.length === 0 ? t('clientField.noClients') : t('clientField.noMatch')}
      openLabel={t('clientField.open')}
    />
  );
}
