import { Modal } from '@heroui/react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Client } from '../../../../../common/schemas/clients';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextFormField } from '../../../components/ui/text-form-field';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useFormProblems } from '../../../lib/use-form-problems';
import { useDeleteClient } from '../api/delete-client';

const fields = ['confirmName'] as const;

interface DeleteClientDialogProps {
  companyId: string;
  client: Client;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * Deleting a client (admins): what goes with it and what stays, then the client's name typed
 * again. A name that does not match is answered here with the server's own code and text
 * (CLIENT_DELETE_CONFIRM), which the server checks as well.
 */
export function DeleteClientDialog({ companyId, client, onClose, onDeleted }: DeleteClientDialogProps) {
  const { t } = useTranslation('clients');
  const remove = useDeleteClient(companyId);
  const problems = useFormProblems(fields, { CLIENT_DELETE_CONFIRM: 'confirmName' });
  const [confirmName, setConfirmName] = useState('');
  const busy = remove.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    problems.reset();
    if (confirmName.trim() !== client.name.trim()) {
      problems.fail(new ApiError(400, 'CLIENT_DELETE_CONFIRM', 'CLIENT_DELETE_CONFIRM'));
      return;
    }
    remove.mutate(
      { id: client.id, confirmName },
      {
        onSuccess: () => {
          toast.success(t('delete.done'), { description: client.name });
          onClose();
          onDeleted();
        },
        onError: problems.fail,
      },
    );
  };

  return (
    <DialogFrame onClose={onClose} title={t('delete.title')} subtitle={client.name} isDismissable={!busy}>
      <form noValidate onSubmit={submit} data-testid="delete-client-form">
        <Modal.Body className="flex flex-col gap-4">
          <div className="flex flex-col gap-2 text-sm text-foreground">
            <p className="font-medium">{t('delete.intro', { name: client.name })}</p>
            <p>{t('delete.goes')}</p>
            <ul className="list-disc pl-5 text-muted">
              <li>{t('delete.goesContacts')}</li>
              <li>{t('delete.goesManagers')}</li>
              <li>{t('delete.goesTimeline')}</li>
            </ul>
            <p>{t('delete.stays')}</p>
            <p className="text-muted">{t('delete.archiveHint')}</p>
          </div>
          <TextFormField
            label={t('delete.confirmName', { name: client.name })}
            {...problems.textFieldProps('confirmName')}
            value={confirmName}
            onChange={setConfirmName}
            autoComplete="off"
            spellCheck={false}
            autoFocus
          />
          <FormAlert message={problems.formErrorText} />
        </Modal.Body>
        <DialogFormFooter
          onCancel={onClose}
          cancelLabel={t('delete.cancel')}
          submitLabel={t('delete.submit')}
          busyLabel={t('delete.busy')}
          busy={busy}
          submitVariant="danger"
        />
      </form>
    </DialogFrame>
  );
}
