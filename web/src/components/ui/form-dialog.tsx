import { Modal } from '@heroui/react';
import type { FormEvent, ReactNode } from 'react';
import { DialogFormFooter } from './dialog-form-footer';
import { DialogFrame } from './dialog-frame';
import { FormAlert } from './form-alert';

interface FormDialogProps {
  onClose: () => void;
  title: string;
  subtitle?: string;
  /** The form was submitted (not while it is busy). */
  onSubmit: () => void;
  /** The form is being sent: the dialog cannot be left, its buttons are disabled and submitting does nothing. */
  busy: boolean;
  /** The failure that belongs to no field, shown above the buttons; null: none. */
  formError: string | null;
  labels: { cancel: string; submit: string; busy: string };
  testId?: string;
  /** The form differs from how it opened (use-form-dirty.ts): closing without saving asks first. */
  isDirty?: boolean;
  /** The form's fields. */
  children: ReactNode;
}

/**
 * A dialog that is one form: its fields, the form's own error and the cancel and submit buttons.
 * With `isDirty` every way out but saving asks "Wijzigingen weggooien?" first.
 */
export function FormDialog({ onClose, title, subtitle, onSubmit, busy, formError, labels, testId, isDirty = false, children }: FormDialogProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };

  return (
    <DialogFrame onClose={onClose} title={title} subtitle={subtitle} isDismissable={!busy} isDirty={isDirty}>
      <form noValidate onSubmit={submit} data-testid={testId}>
        <Modal.Body className="flex flex-col gap-4">
          {children}
          <FormAlert message={formError} />
        </Modal.Body>
        <DialogFormFooter onCancel={onClose} cancelLabel={labels.cancel} submitLabel={labels.submit} busyLabel={labels.busy} busy={busy} />
      </form>
    </DialogFrame>
  );
}
