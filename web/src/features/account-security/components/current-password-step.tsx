import { Modal } from '@heroui/react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/use-error-text';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { PasswordField } from '../../../components/ui/password-field';

interface CurrentPasswordStepProps {
  intro: ReactNode;
  submitLabel: string;
  submitVariant?: 'primary' | 'danger';
  /** Sends the password; a rejection's error is shown on the field (nothing typed is cleared). */
  onSubmit: (currentPassword: string) => Promise<unknown>;
  onCancel: () => void;
  onBusyChange?: (busy: boolean) => void;
  /** Whether something is typed: the dialog then asks before throwing it away (DialogFrame's isDirty). */
  onDirtyChange?: (dirty: boolean) => void;
}

/**
 * "Confirm it is you": the current password before enabling or disabling two-factor sign-in or
 * making new backup codes. CURRENT_PASSWORD_REQUIRED is checked here first; the server's
 * CURRENT_PASSWORD_INVALID, PASSWORD_NOT_SET, RATE_LIMITED … appear on the field.
 */
export function CurrentPasswordStep({
  intro,
  submitLabel,
  submitVariant = 'primary',
  onSubmit,
  onCancel,
  onBusyChange,
  onDirtyChange,
}: CurrentPasswordStepProps) {
  const { t } = useTranslation('security');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const [password, setPasswordValue] = useState('');
  const setPassword = (value: string) => {
    setPasswordValue(value);
    onDirtyChange?.(value.length > 0);
  };
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const setBusyState = (next: boolean) => {
    setBusy(next);
    onBusyChange?.(next);
  };

  const fail = (message: string) => {
    setError(message);
    window.setTimeout(() => inputRef.current?.focus(), 0);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (password.length === 0) {
      fail(te('codes.CURRENT_PASSWORD_REQUIRED'));
      return;
    }
    setError(null);
    setBusyState(true);
    try {
      await onSubmit(password);
    } catch (cause) {
      fail(errorText(cause));
    } finally {
      setBusyState(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Modal.Body className="flex flex-col gap-4">
        <div className="text-sm text-muted">{intro}</div>
        <PasswordField
          label={t('currentPassword.label')}
          name="currentPassword"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={error}
          inputRef={inputRef}
          autoFocus
        />
      </Modal.Body>
      <DialogFormFooter
        onCancel={onCancel}
        cancelLabel={t('dialog.cancel')}
        submitLabel={submitLabel}
        busyLabel={t('dialog.busy')}
        busy={busy}
        submitVariant={submitVariant}
      />
    </form>
  );
}
