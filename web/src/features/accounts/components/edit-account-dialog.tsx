import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountLimits } from '../../../../../common/ad-account-constants';
import type { AdAccount } from '../../../../../common/schemas/ad-accounts';
import { FormDialog } from '../../../components/ui/form-dialog';
import { useFormDirty } from '../../../components/ui/use-form-dirty';
import { TextFormField } from '../../../components/ui/text-form-field';
import { toast } from '../../../lib/toast';
import { useFormProblems } from '../../../lib/use-form-problems';
import { ClientNameField } from '../../clients/components/client-name-field';
import { useUpdateAccount } from '../api/update-account';

const fields = ['name', 'clientName'] as const;

/** The client name of any account; the name too for an account added by hand (a synced one's comes from the platform). */
export function EditAccountDialog({ account, companyId, onClose }: { account: AdAccount; companyId: string | null; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const update = useUpdateAccount(companyId);
  const problems = useFormProblems(fields, { ACCOUNT_NAME_FROM_PLATFORM: 'name' });
  const manual = account.source === 'manual';
  const [name, setName] = useState(account.name);
  const [clientName, setClientName] = useState(account.clientName ?? '');
  const busy = update.isPending;
  const isDirty = useFormDirty({ name, clientName });

  const submit = () => {
    problems.reset();
    update.mutate(
      { id: account.id, changes: manual ? { name, clientName: clientName || null } : { clientName: clientName || null } },
      {
        onSuccess: () => {
          toast.success(t('edit.done'));
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
      title={t('edit.title')}
      subtitle={account.name}
      onSubmit={submit}
      busy={busy}
      formError={problems.formErrorText}
      labels={{ cancel: t('edit.cancel'), submit: t('edit.submit'), busy: t('edit.busy') }}
    >
      <TextFormField
        label={t('edit.name')}
        {...problems.textFieldProps('name')}
        value={name}
        onChange={setName}
        description={manual ? undefined : t('edit.nameFromPlatform')}
        isReadOnly={!manual}
        maxLength={accountLimits.nameMax}
        autoComplete="off"
      />
      <ClientNameField
        companyId={companyId}
        label={t('edit.client')}
        {...problems.textFieldProps('clientName')}
        value={clientName}
        onChange={setClientName}
        maxLength={accountLimits.clientNameMax}
      />
    </FormDialog>
  );
}
