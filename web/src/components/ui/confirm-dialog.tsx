import { AlertDialog, Button } from '@heroui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  isOpen: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title: string;
  /** What will happen (and to how many). */
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  isBusy: boolean;
}

/** Asks before something that cannot be undone (signing a session out, revoking an invitation). */
export function ConfirmDialog({ isOpen, onCancel, onConfirm, title, children, confirmLabel, busyLabel, isBusy }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Backdrop isOpen={isOpen} onOpenChange={(open) => !open && !isBusy && onCancel()} isKeyboardDismissDisabled={isBusy}>
      <AlertDialog.Container size="sm">
        <AlertDialog.Dialog>
          <AlertDialog.Header>
            <AlertDialog.Icon status="danger" />
            <AlertDialog.Heading>{title}</AlertDialog.Heading>
          </AlertDialog.Header>
          <AlertDialog.Body className="text-sm text-muted">{children}</AlertDialog.Body>
          <AlertDialog.Footer className="flex-wrap">
            <Button variant="tertiary" onPress={onCancel} isDisabled={isBusy}>
              {t('cancel')}
            </Button>
            <Button variant="danger" onPress={onConfirm} isDisabled={isBusy}>
              {isBusy ? busyLabel : confirmLabel}
            </Button>
          </AlertDialog.Footer>
        </AlertDialog.Dialog>
      </AlertDialog.Container>
    </AlertDialog.Backdrop>
  );
}
