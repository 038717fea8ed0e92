import { Button, FieldError, Label, Modal, Radio, RadioGroup } from '@heroui/react';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountLimits, type AdPlatform, adPlatforms } from '../../../../../common/ad-account-constants';
import type { ErrorCode } from '../../../../../common/errors';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { PlatformIcon } from '../../../components/ui/platform-icon';
import { TextFormField } from '../../../components/ui/text-form-field';
import { fieldProblems } from '../../../lib/field-errors';
import { focusWhenReady } from '../../../lib/focus-when-ready';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useCreateAccount } from '../api/create-account';

const fields = ['platform', 'accountId', 'name', 'currency', 'clientName'] as const;
type Field = (typeof fields)[number];

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
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const create = useCreateAccount(companyId);
  const [platform, setPlatform] = useState<AdPlatform | null>(null);
  const [values, setValues] = useState({ accountId: '', name: '', currency: '', clientName: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, ErrorCode>>>({});
  const [formError, setFormError] = useState<unknown>(null);
  const refs = useRef<Partial<Record<Field, HTMLInputElement | HTMLDivElement | null>>>({});
  const busy = create.isPending;

  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const fieldError = (field: Field) => (errors[field] ? te(`codes.${errors[field]}`, { platform: platform ? t(`platforms.${platform}`) : '' }) : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setErrors({});
    setFormError(null);
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
        onError: (error) => {
          const problems = fieldProblems(error, fields, { ACCOUNT_EXISTS: 'accountId', ACCOUNT_PLATFORM_REQUIRED: 'platform' });
          setErrors(problems.fields);
          setFormError(problems.formError);
          const first = fields.find((field) => problems.fields[field]);
          if (first) focusWhenReady(() => (first === 'platform' ? refs.current.platform?.querySelector('input') : (refs.current[first] as HTMLInputElement | null)));
        },
      },
    );
  };

  return (
    <DialogFrame onClose={onClose} title={t('add.title')} isDismissable={!busy}>
      <form noValidate onSubmit={submit}>
        <Modal.Body className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('add.intro')}</p>
          <RadioGroup
            ref={(element) => {
              refs.current.platform = element;
            }}
            name="platform"
            orientation="horizontal"
            value={platform}
            onChange={(value) => setPlatform(value as AdPlatform)}
            isInvalid={Boolean(errors.platform)}
            isRequired
            validationBehavior="aria"
            variant="secondary"
            className="gap-2 [&_[data-slot=radio]]:mt-0"
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
                    <Label>{t(`platforms.${id}`)}</Label>
                  </Radio.Content>
                </Radio>
              ))}
            </div>
            <FieldError>{fieldError('platform')}</FieldError>
          </RadioGroup>
          <TextFormField
            label={t('add.accountId')}
            name="accountId"
            value={values.accountId}
            onChange={set('accountId')}
            error={fieldError('accountId')}
            description={t('add.accountIdHint')}
            inputRef={(element) => {
              refs.current.accountId = element;
            }}
            autoComplete="off"
            spellCheck={false}
            maxLength={accountLimits.accountIdMax}
            isRequired
          />
          <TextFormField
            label={t('add.name')}
            name="name"
            value={values.name}
            onChange={set('name')}
            error={fieldError('name')}
            inputRef={(element) => {
              refs.current.name = element;
            }}
            autoComplete="off"
            maxLength={accountLimits.nameMax}
            isRequired
          />
          <div className="grid gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
            <TextFormField
              label={t('add.currency')}
              name="currency"
              value={values.currency}
              onChange={set('currency')}
              error={fieldError('currency')}
              description={t('add.currencyHint')}
              inputRef={(element) => {
                refs.current.currency = element;
              }}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="EUR"
              maxLength={accountLimits.currencyLength}
            />
            <TextFormField
              label={t('add.client')}
              name="clientName"
              value={values.clientName}
              onChange={set('clientName')}
              error={fieldError('clientName')}
              description={t('add.optional')}
              inputRef={(element) => {
                refs.current.clientName = element;
              }}
              autoComplete="off"
              maxLength={accountLimits.clientNameMax}
            />
          </div>
          {formError ? (
            <p role="alert" className="flex items-start gap-2 rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{errorText(formError)}</span>
            </p>
          ) : null}
        </Modal.Body>
        <Modal.Footer className="flex-wrap">
          <Button variant="tertiary" onPress={onClose} isDisabled={busy}>
            {t('add.cancel')}
          </Button>
          <Button type="submit" variant="primary" isDisabled={busy}>
            {busy ? t('add.busy') : t('add.submit')}
          </Button>
        </Modal.Footer>
      </form>
    </DialogFrame>
  );
}
