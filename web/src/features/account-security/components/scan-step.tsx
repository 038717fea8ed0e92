import { InputOTP, Label, Modal } from '@heroui/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetupResponse } from '../../../../../common/schemas/account';
import { DialogFormFooter } from '../../../components/ui/dialog-form-footer';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { useEnableTwoFactor } from '../api/enable-two-factor';
import { groupSecret } from '../secret-format';
import { CopyButton } from './copy-button';

const codeLength = 6;
const digitsOnly = '^\\d+$';

interface ScanStepProps {
  setup: TwoFactorSetupResponse;
  onEnabled: (backupCodes: string[]) => void;
  onCancel: () => void;
  onBusyChange: (busy: boolean) => void;
  /** Whether a code is typed: the dialog then asks before throwing it away. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Step 2: scan the QR code (or type the key) and confirm with a six-digit code from the app. */
export function ScanStep({ setup, onEnabled, onCancel, onBusyChange, onDirtyChange }: ScanStepProps) {
  const { t } = useTranslation('security');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const enable = useEnableTwoFactor();
  const [code, setCodeValue] = useState('');
  const setCode = (value: string) => {
    setCodeValue(value);
    onDirtyChange?.(value.length > 0);
  };
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const labelId = useId();
  const errorId = useId();
  const busy = enable.isPending;

  const fail = (message: string, clear: boolean) => {
    if (clear) setCode('');
    setError(message);
    window.setTimeout(() => inputRef.current?.focus(), 0);
  };

  const verify = (value: string) => {
    if (busy) return;
    if (value.length !== codeLength) {
      fail(te('codes.MFA_CODE_INCOMPLETE'), false);
      return;
    }
    setError(null);
    onBusyChange(true);
    enable.mutate(
      { code: value },
      {
        onSuccess: (result) => onEnabled(result.backupCodes),
        // A wrong code empties the boxes (as on the login screen); focus goes back to the first.
        onError: (cause) => fail(errorText(cause), isApiError(cause) && cause.code === 'MFA_CODE_INVALID'),
        onSettled: () => onBusyChange(false),
      },
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    verify(code);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Modal.Body className="flex flex-col gap-5">
        <ol className="flex list-decimal flex-col gap-1 pl-5 text-sm text-muted">
          <li>{t('setup.scanInstruction')}</li>
          <li>{t('setup.codeInstruction')}</li>
        </ol>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <img src={setup.qrCode} alt={t('setup.qrAlt')} width={176} height={176} className="size-44 shrink-0 rounded-xl border border-border bg-white p-2" />
          <div className="flex min-w-0 flex-col gap-2 self-stretch">
            <p className="text-sm text-muted">{t('setup.manualIntro')}</p>
            <p className="text-xs font-medium text-muted uppercase" id={`${labelId}-key`}>
              {t('setup.manualKey')}
            </p>
            <code
              aria-labelledby={`${labelId}-key`}
              className="rounded-lg bg-default px-3 py-2 font-mono text-sm tracking-wider break-all text-foreground select-all"
            >
              {groupSecret(setup.secret)}
            </code>
            <div>
              <CopyButton text={setup.secret} label={t('setup.copyKey')} />
            </div>
          </div>
        </div>
        <div className="flex flex-col gap-2">
          <Label id={labelId}>{t('setup.codeLabel')}</Label>
          <InputOTP
            ref={inputRef}
            maxLength={codeLength}
            variant="secondary"
            autoFocus
            pattern={digitsOnly}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(value) => setCode(value)}
            onComplete={(value: string) => verify(value)}
            isInvalid={Boolean(error)}
            aria-labelledby={labelId}
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
          >
            <InputOTP.Group>
              {Array.from({ length: codeLength }, (_, index) => (
                <InputOTP.Slot key={index} index={index} />
              ))}
            </InputOTP.Group>
          </InputOTP>
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </div>
      </Modal.Body>
      <DialogFormFooter onCancel={onCancel} cancelLabel={t('dialog.cancel')} submitLabel={t('setup.verify')} busyLabel={t('setup.verifying')} busy={busy} />
    </form>
  );
}
