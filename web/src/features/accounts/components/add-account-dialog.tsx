import { FieldError, Label, Radio, RadioGroup } from '@heroui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountLimits, type AdPlatform, adPlatforms } from '../../../../../common/ad-account-constants';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useFormDirty } from '../../../components/ui/use-form-dirty';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { TextFormField } from '../../../components/ui/text-form-field';
import { toast } from '../../../lib/toast';
import { useFormProblems } from '../../../lib/use-form-problems';
import { ClientNameField } from '../../clients/components/client-name-field';
import { useCreateAccount } from '../api/create-account';

const fields = ['platform', 'accountId', 'name', 'currency', 'clientName'] as const;

interface AddAccountDialogProps {
  companyId: string | null;
  onClose: () => void;
}

/**
 * 'Account toevoegen': an account typed in by hand (it works without a platform connection).
 * The server judges the input; its codes show under the fields they belong to, and nothing typed
 * is lost on an error.
 */
export function AddAccountDialog({ companyId, onClose }: AddAccountDialogProps) {
  const { t } = useTranslation('accounts');
  const create = useCreateAccount(companyId);
  const problems = useFormProblems(fields, { ACCOUNT_EXISTS: 'accountId', ACCOUNT_PLATFORM_REQUIRED: 'platform' });
  const [platform, setPlatform] = useState<AdPlatform | null>(null);
  const [values, setValues] = useState({ accountId: '', name: '', currency: '', clientName: '' });
  const busy = create.isPending;
  const isDirty = useFormDirty({ platform, values });

  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  // The platform chosen, for the codes' texts that name it.
  const errorParams = { platform: platform ? t(`platforms.${platform}`) : '' };

  const submit = () => {
    problems.reset();
    create.mutate(
      {
        // The server answers ACCOUNT_PLATFORM_REQUIRED for a missing platform.
        platform: platform as AdPlatform,
        accountId: values.accountId,
        name: values.name,
        currency: values.currency || null,
        clientName: values.clientName || null,
      },
      {
        onSuccess: (account) => {
          toast.success(t('add.done'), { description: account.name });
          onClose();
        },
        onError: problems.fail,
      },
    );
  };

  return (
    <FormDialog
      isDirty={isDirty}
      onClose={onClose}
      title={t('add.title')}
      onSubmit={submit}
      busy={busy}
      formError={problems.formErrorText}
      labels={{ cancel: t('add.cancel'), submit: t('add.submit'), busy: t('add.busy') }}
    >
      <p className="text-sm text-muted">{t('add.intro')}</p>
      <RadioGroup
        ref={problems.fieldRef('platform', (group: HTMLDivElement) => group.querySelector('input'))}
        name="platform"
        orientation="horizontal"
        value={platform}
        onChange={(value) => setPlatform(value as AdPlatform)}
        isInvalid={problems.isInvalid('platform')}
        isRequired
        validationBehavior="aria"
        variant="secondary"
        className="flex-col items-stretch gap-2 [&_[data-slot=radio]]:mt-0"
      >
        <Label>{t('add.platform')}</Label>
        <div className="grid grid-cols-2 gap-2">
          {adPlatforms.map((id) => (
            <Radio key={id} value={id} className="rounded-xl border border-border px-3 py-2.5 data-[selected=true]:border-accent">
              <Radio.Content className="items-center">
                <Radio.Control>
                  <Radio.Indicator />
                </Radio.Control>
                <PlatformIcon platform={id} className="size-5" />
                {/* Plain text, not a Label: the group is required, so a Label here would put an asterisk on every option. */}
                <span className="text-sm font-medium text-foreground">{t(`platforms.${id}`)}</span>
              </Radio.Content>
            </Radio>
          ))}
        </div>
        <FieldError>{problems.fieldError('platform', errorParams)}</FieldError>
      </RadioGroup>
      <TextFormField
        label={t('add.accountId')}
        {...problems.textFieldProps('accountId', errorParams)}
        value={values.accountId}
        onChange={set('accountId')}
        description={t('add.accountIdHint')}
        autoComplete="off"
        spellCheck={false}
        maxLength={accountLimits.accountIdMax}
        isRequired
      />
      <TextFormField
        label={t('add.name')}
        {...problems.textFieldProps('name', errorParams)}
        value={values.name}
        onChange={set('name')}
        autoComplete="off"
        maxLength={accountLimits.nameMax}
        isRequired
      />
      <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <TextFormField
          label={t('add.currency')}
          {...problems.textFieldProps('currency', errorParams)}
          value={values.currency}
          onChange={set('currency')}
          description={t('add.currencyHint')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="EUR"
          maxLength={accountLimits.currencyLength}
        />
        <ClientNameField
          companyId={companyId}
          label={t('add.client')}
          {...problems.textFieldProps('clientName', errorParams)}
          value={values.clientName}
          onChange={set('clientName')}
          maxLength={accountLimits.clientNameMax}
        />
      </div>
    </FormDialog>
  );
}
