import { Description, FieldError, Label, ListBox, Select } from '@heroui/react';
import { Ban } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChecklistType, checklistTypes } from '../../../../../common/checklist-constants';
import type { ChecklistAccount } from '../../../../../common/schemas/checklists';
import { AccountOption } from '../../../components/ui/account-option';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { DetailedOption } from '../../../components/ui/select-options';
import type { ChecklistDraft, DraftProblems } from '../checklist-draft';
import { FormSelect } from '../../../components/ui/form-select';

const noAccount = 'none';

interface AccountSelectProps {
  accounts: readonly ChecklistAccount[];
  value: string | null;
  onChange: (id: string | null) => void;
  error: string | null;
  triggerRef: Ref<HTMLButtonElement>;
}

/** The ad account a checklist is for (optional: 'Geen account'), with each account's platform and id. */
function AccountSelect({ accounts, value, onChange, error, triggerRef }: AccountSelectProps) {
  const { t } = useTranslation('checklists');
  return (
    <Select
      value={value ?? noAccount}
      onChange={(key) => key !== null && onChange(key === noAccount ? null : String(key))}
      isInvalid={Boolean(error)}
      validationBehavior="aria"
      fullWidth
      variant="secondary"
      className="min-w-0"
      data-testid="account-select"
    >
      <Label>{t('form.account')}</Label>
      <Select.Trigger ref={triggerRef}>
        <Select.Value className="flex min-w-0 flex-1 items-center gap-2">
          {() => {
            const account = accounts.find((a) => a.id === value);
            return account ? (
              <>
                <PlatformIcon platform={account.platform} className="size-4" />
                <span className="min-w-0 truncate">{account.name}</span>
                <span className="shrink-0 text-xs text-muted tabular-nums">{account.accountId}</span>
              </>
            ) : (
              <span className="min-w-0 truncate">{t('form.accountNone')}</span>
            );
          }}
        </Select.Value>
        <Select.Indicator />
      </Select.Trigger>
      <Description>{t('form.accountHint')}</Description>
      <FieldError>{error}</FieldError>
      <Select.Popover>
        <ListBox className="max-h-64 overflow-y-auto">
          <DetailedOption id={noAccount} label={t('form.accountNone')} icon={<Ban aria-hidden="true" className="size-4 text-muted" />} />
          {accounts.map((account) => (
            <AccountOption key={account.id} account={account} />
          ))}
        </ListBox>
      </Select.Popover>
    </Select>
  );
}

function TypeSelect({
  value,
  onChange,
  error,
  triggerRef,
}: {
  value: ChecklistType;
  onChange: (type: ChecklistType) => void;
  error: string | null;
  triggerRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation('checklists');
  return (
    <FormSelect
      label={t('form.type')}
      value={value}
      options={checklistTypes.map((id) => ({ id, label: t(`types.${id}`) }))}
      onChange={(type) => onChange(type as ChecklistType)}
      error={error}
      triggerRef={triggerRef}
      testId="type-select"
    />
  );
}

interface AccountTypeFieldsProps {
  accounts: readonly ChecklistAccount[];
  draft: Pick<ChecklistDraft, 'adAccountId' | 'checklistType'>;
  onChange: (changes: Partial<ChecklistDraft>) => void;
  problems: DraftProblems;
}

/** The account and the type side by side (a new checklist, and a checklist's settings). */
export function AccountTypeFields({ accounts, draft, onChange, problems }: AccountTypeFieldsProps) {
  return (
    <div className="grid min-w-0 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <AccountSelect
        accounts={accounts}
        value={draft.adAccountId}
        onChange={(adAccountId) => onChange({ adAccountId })}
        error={problems.fieldError('adAccountId')}
        triggerRef={problems.fieldRef('adAccountId')}
      />
      <TypeSelect
        value={draft.checklistType}
        onChange={(checklistType) => onChange({ checklistType })}
        error={problems.fieldError('checklistType')}
        triggerRef={problems.fieldRef('checklistType')}
      />
    </div>
  );
}
