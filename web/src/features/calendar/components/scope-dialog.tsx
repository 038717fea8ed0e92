/** "Alleen deze / Deze en volgende / Alle": which times of a recurring event a move, change or delete is about. */
import { AlertDialog, Button } from '@heroui/react';
import { useTranslation } from 'react-i18next';
import type { RecurrenceScope } from '../../../../../common/calendar-constants';

interface ScopeDialogProps {
  action: 'edit' | 'delete';
  onChoose: (scope: RecurrenceScope) => void;
  onCancel: () => void;
  isBusy?: boolean;
}

export function ScopeDialog({ action, onChoose, onCancel, isBusy = false }: ScopeDialogProps) {
  const { t } = useTranslation('calendar');
  const scopes: RecurrenceScope[] = ['this', 'following', 'all'];
  return (
    <AlertDialog.Backdrop isOpen onOpenChange={(open) => !open && !isBusy && onCancel()} isKeyboardDismissDisabled={isBusy}>
      <AlertDialog.Container size="sm">
        <AlertDialog.Dialog data-testid="scope-dialog">
          <AlertDialog.Header>
            <AlertDialog.Icon status={action === 'delete' ? 'danger' : 'accent'} />
            <AlertDialog.Heading>{action === 'delete' ? t('scope.deleteTitle') : t('scope.editTitle')}</AlertDialog.Heading>
          </AlertDialog.Header>
          <AlertDialog.Body className="text-sm text-muted">{action === 'delete' ? t('scope.deleteBody') : t('scope.editBody')}</AlertDialog.Body>
          <AlertDialog.Footer className="flex-col items-stretch gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
            <Button variant="tertiary" onPress={onCancel} isDisabled={isBusy}>
              {t('scope.cancel')}
            </Button>
            {scopes.map((scope) => (
              <Button
                key={scope}
                variant={action === 'delete' ? 'danger' : scope === 'this' ? 'primary' : 'secondary'}
                onPress={() => onChoose(scope)}
                isDisabled={isBusy}
              >
                {t(`scope.${scope}`)}
              </Button>
            ))}
          </AlertDialog.Footer>
        </AlertDialog.Dialog>
      </AlertDialog.Container>
    </AlertDialog.Backdrop>
  );
}
