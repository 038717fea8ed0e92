import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useDeleteForm } from './api/forms-api';
import type { FormListItem } from '../../../../../common/schemas/forms';

interface DeleteFormDialogProps {
  companyId: string;
  /** The form to delete; null: closed. */
  form: Pick<FormListItem, 'id' | 'title' | 'submissionCount' | 'openAssignmentCount'> | null;
  onClose: () => void;
  onDeleted?: () => void;
}

/** "Formulier verwijderen?": names the form, how many submissions (with their files and notes) and open sends go with it, and offers archiving instead. */
export function DeleteFormDialog({ companyId, form, onClose, onDeleted }: DeleteFormDialogProps) {
  const { t } = useTranslation('forms');
  const errorText = useErrorText();
  const remove = useDeleteForm(companyId);

  const confirm = () => {
    if (!form) return;
    remove.mutate(form.id, {
      onSuccess: () => {
        toast.success(t('delete.done'), { description: form.title });
        onClose();
        onDeleted?.();
      },
      onError: (error) => toast.danger(t('actions.failed'), { description: errorText(error) }),
    });
  };

  return (
    <ConfirmDialog
      isOpen={form !== null}
      onCancel={onClose}
      onConfirm={confirm}
      title={t('delete.title')}
      confirmLabel={t('delete.confirm')}
      busyLabel={t('delete.busy')}
      isBusy={remove.isPending}
    >
      {form ? (
        <div className="flex flex-col gap-2" data-testid="delete-form-body">
          <p className="font-medium text-foreground">{t('delete.intro', { title: form.title })}</p>
          <ul className="list-disc pl-5">
            <li>{form.submissionCount > 0 ? t('delete.lost', { count: form.submissionCount }) : t('delete.noSubmissions')}</li>
            {form.openAssignmentCount > 0 ? <li>{t('delete.sendsLost', { count: form.openAssignmentCount })}</li> : null}
          </ul>
          <p>{t('delete.archiveHint')}</p>
        </div>
      ) : null}
    </ConfirmDialog>
  );
}
