import { Modal } from '@heroui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscardGuardProvider, useDiscardGuard } from './discard-guard';

interface DialogFrameProps {
  onClose: () => void;
  title: string;
  /** A line under the title, e.g. "Stap 2 van 3". */
  subtitle?: string;
  /**
   * False while the dialog may not be left (backup codes not yet confirmed, a request busy):
   * no close button, Escape and a click outside do nothing.
   */
  isDismissable?: boolean;
  /**
   * The form inside has changes (use-form-dirty.ts): Escape, a click outside, "Sluiten" and the
   * form's cancel button ask "Wijzigingen weggooien?" first (discard-guard.tsx).
   */
  isDirty?: boolean;
  children: ReactNode;
}

/**
 * A modal dialog that is open while it is mounted (the caller renders it conditionally, so its
 * state starts fresh each time). Focus moves in, stays inside and returns to the trigger. With
 * `isDirty` it asks before closing throws typed changes away.
 */
export function DialogFrame({ onClose, title, subtitle, isDismissable = true, isDirty = false, children }: DialogFrameProps) {
  const { t } = useTranslation();
  const { guard, confirm } = useDiscardGuard(isDirty);
  return (
    <>
      <Modal.Backdrop
        isOpen
        onOpenChange={(open) => !open && isDismissable && guard.requestClose(onClose)}
        isDismissable={isDismissable}
        isKeyboardDismissDisabled={!isDismissable}
      >
        <Modal.Container size="md" scroll="outside">
          <Modal.Dialog>
            {isDismissable ? <Modal.CloseTrigger aria-label={t('close')} /> : null}
            <Modal.Header className="flex-col items-start gap-0.5">
              <Modal.Heading>{title}</Modal.Heading>
              {subtitle ? <p className="text-sm text-muted">{subtitle}</p> : null}
            </Modal.Header>
            <DiscardGuardProvider value={guard}>{children}</DiscardGuardProvider>
          </Modal.Dialog>
        </Modal.Container>
      </Modal.Backdrop>
      {confirm}
    </>
  );
}
