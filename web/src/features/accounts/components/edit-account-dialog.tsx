import { Button, Modal } from '@heroui/react';
import { CircleAlert } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountLimits } from '../../../../../common/ad-account-constants';
import type { ErrorCode } from '../../../../../common/errors';
import type { AdAccount } from '../../../../../common/schemas/ad-accounts';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { TextFormField } from '../../../components/ui/text-form-field';
import { fieldProblems } from '../../../lib/field-errors';
import { focusWhenReady } from '../../../lib/focus-when-ready';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useUpdateAccount } from '../api/update-account';

const fields = ['name', 'clientName'] as const;
type Field = (typeof fields)[number];

/** The client name of any account; the name too for an account added by hand (a synced one's comes from the platform). */
export function EditAccountDialog({ account, companyId, onClose }: { account: AdAccount; companyId: string | null; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const update = useUpdateAccount(companyId);
  const manual = account.source === 'manual';
  const [name, setName] = useState(account.name);
  const [clientName, setClientName] = useState(account.clientName ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, ErrorCode>>>({});
  const [formError, setFormError] = useState<unknown>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const clientNameRef = useRef<HTMLInputElement>(null);
  const busy = update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setErrors({});
    setFormError(null);
    update.mutate(
      { id: account.id, changes: manual ? { name, clientName: clientName || null } : { clientName: clientName || null } },
      {
        onSuccess: () => {
          toast.success(t('edit.done'));
          onClose();
        },
        onError: (error) => {
          const problems = fieldProblems(error, fields, { ACCOUNT_NAME_FROM_PLATFORM: 'name' });
          setErrors(problems.fields);
          setFormError(problems.formError);
          const first = fields.find((field) => problems.fields[field]);
          if (first) focusWhenReady(() => (first === 'name' ? nameRef : clientNameRef).current);
        },
      },
    );
  };

  return (
    <DialogFrame onClose={onClose} title={t('edit.title')} subtitle={account.name} isDismissable={!busy}>
      <form noValidate onSubmit={submit}>
        <Modal.Body className="flex flex-col gap-4">
          <TextFormField
            label={t('edit.name')}
            name="name"
            value={name}
            onChange={setName}
            error={errors.name ? te(`codes.${errors.name}`) : null}
            description={manual ? undefined : t('edit.nameFromPlatform')}
            isReadOnly={!manual}
            inputRef={nameRef}
            maxLength={accountLimits.nameMax}
            autoComplete="off"
          />
          <TextFormField
            label={t('edit.client')}
            name="clientName"
            value={clientName}
            onChange={setClientName}
            error={errors.clientName ? te(`codes.${errors.clientName}`) : null}
            description={t('edit.clientHint')}
            inputRef={clientNameRef}
            maxLength={accountLimits.clientNameMax}
            autoComplete="off"
            autoFocus
          />
          {formError ? (
            <p role="alert" className="flex items-start gap-2 rounded-xl bg-danger-soft px-3 py-2 text-sm text-danger-soft-foreground">
              <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>{errorText(formError)}</span>
            </p>
          ) : null}
        </Modal.Body>
        <Modal.Footer className="flex-wrap">
          <Button variant="tertiary" onPress={onClose} isDisabled={busy}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" variant="primary" isDisabled={busy}>
            {busy ? t('edit.busy') : t('edit.submit')}
          </Button>
        </Modal.Footer>
      </form>
    </DialogFrame>
  );
}
