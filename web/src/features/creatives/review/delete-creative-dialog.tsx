import { AlertDialog, Button } from '@heroui/react';
import { useTranslation } from 'react-i18next';
import type { CreativeDetail } from '../../../../../common/schemas/creatives';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useDeleteCreative } from '../api/creatives-api';

interface DeleteCreativeDialogProps {
  companyId: string;
  creative: Pick<CreativeDetail, 'id' | 'name' | 'decisions'>;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * "Verwijderen": asks first. A creative somebody decided on is kept (its decision log is the audit
 * trail, and the server answers CREATIVE_HAS_DECISIONS): that is explained instead of asked.
 */
export function DeleteCreativeDialog({ companyId, creative, onClose, onDeleted }: DeleteCreativeDialogProps) {
  const { t } = useTranslation('creatives');
  const errorText = useErrorText();
  const remove = useDeleteCreative(companyId);

  if (creative.decisions.length > 0) return <DecidedNotice name={creative.name} onClose={onClose} />;

  const confirm = () =>
    remove.mutate(creative.id, {
      onSuccess: () => {
        toast.success(t('review.delete.done'), { description: creative.name });
        onDeleted();
      },
      onError: (error) => {
        onClose();
        const decided = isApiError(error) && error.code === 'CREATIVE_HAS_DECISIONS';
        toast.danger(errorText(error), decided ? { description: t('review.delete.why') } : {});
      },
    });

  return (
    <ConfirmDialog
      isOpen
      onCancel={onClose}
      onConfirm={confirm}
      title={t('review.delete.title')}
      confirmLabel={t('review.delete.confirm')}
      busyLabel={t('review.delete.busy')}
      isBusy={remove.isPending}
    >
      <p>{t('review.delete.body', { name: creative.name })}</p>
    </ConfirmDialog>
  );
}

function DecidedNotice({ name, onClose }: { name: string; onClose: () => void }) {
  const { t } = useTranslation('creatives');
  return (
    <AlertDialog.Backdrop isOpen onOpenChange={(open) => !open && onClose()} isDismissable isKeyboardDismissDisabled={false}>
      <AlertDialog.Container size="sm">
        <AlertDialog.Dialog data-testid="creative-delete-decided">
          <AlertDialog.Header>
            <AlertDialog.Icon status="warning" />
            <AlertDialog.Heading>{t('review.delete.decidedTitle')}</AlertDialog.Heading>
          </AlertDialog.Header>
          <AlertDialog.Body className="flex flex-col gap-2 text-sm text-muted">
            <p>{t('review.delete.decided', { name })}</p>
            <p>{t('review.delete.why')}</p>
          </AlertDialog.Body>
          <AlertDialog.Footer>
            <Button variant="primary" onPress={onClose}>
              {t('review.delete.close')}
            </Button>
          </AlertDialog.Footer>
        </AlertDialog.Dialog>
      </AlertDialog.Container>
    </AlertDialog.Backdrop>
  );
}
