import { Button, type ButtonProps, Modal } from '@heroui/react';
import { useEnclosingDiscardGuard } from './discard-guard';

export interface DialogFormFooterProps {
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** The submit button's text while the form is sent. */
  busyLabel: string;
  busy: boolean;
  submitVariant?: ButtonProps['variant'];
}

/**
 * A dialog form's buttons: cancel, and submit (both disabled while the form is sent). Inside a
 * DialogFrame whose form has changes, cancel asks "Wijzigingen weggooien?" first.
 */
export function DialogFormFooter({ onCancel, cancelLabel, submitLabel, busyLabel, busy, submitVariant = 'primary' }: DialogFormFooterProps) {
  const guard = useEnclosingDiscardGuard();
  return (
    <Modal.Footer className="flex-wrap">
      <Button variant="tertiary" onPress={() => (guard ? guard.requestClose(onCancel) : onCancel())} isDisabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={submitVariant} isDisabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </Modal.Footer>
  );
}
