import { Button } from '@heroui/react';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode, ErrorParams } from '../../../../../common/errors';
import { TextFormField } from '../../../components/ui/text-form-field';
import { isApiError } from '../../../lib/api-client';
import { useLoginTwoFactor } from '../api/login-two-factor';
import { usePostLoginRedirect } from '../hooks/use-post-login-redirect';
import { type CodeBoxesHandle, CodeBoxes } from './code-boxes';
import { codeOf, emptyCode, isCodeComplete } from './code-boxes-input';
import { useLoginErrorText } from './use-login-error-text';

type Mode = 'code' | 'backup';

interface TwoFactorError {
  code: ErrorCode | 'BACKUP_REQUIRED';
  params?: ErrorParams | undefined;
}

interface TwoFactorFormProps {
  /** Back to the login form; this form's code and error go with it. */
  onBack: () => void;
  /** The 2FA step ran out (MFA_CHALLENGE_EXPIRED): start over from the login form. */
  onExpired: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * The 2FA step (spec sections 2, 4, 5 and 8): six digit boxes that submit themselves after the
 * sixth digit, or one field for a backup code; both POST /api/auth/login/two-factor.
 */
export function TwoFactorForm({ onBack, onExpired, headingRef }: TwoFactorFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useLoginErrorText();
  const [mode, setMode] = useState<Mode>('code');
  const [digits, setDigits] = useState<string[]>(emptyCode);
  const [backupCode, setBackupCode] = useState('');
  const [error, setError] = useState<TwoFactorError | null>(null);
  const boxes = useRef<CodeBoxesHandle>(null);
  const backupRef = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const verify = useLoginTwoFactor();
  const { redirectAfterLogin, isRedirecting } = usePostLoginRedirect();
  const busy = verify.isPending || isRedirecting;

  // Focus goes to the first box (or the backup field) when the step or its mode appears.
  useEffect(() => {
    if (mode === 'code') boxes.current?.focus('first');
    else backupRef.current?.focus();
  }, [mode]);

  // After an error, focus goes back to the input once it is enabled again (after the request).
  const pendingFocus = useRef<'first' | 'firstEmpty' | null>(null);
  const focusInput = (which: 'first' | 'firstEmpty') => {
    pendingFocus.current = which;
  };
  useEffect(() => {
    const which = pendingFocus.current;
    if (busy || which === null) return;
    pendingFocus.current = null;
    if (mode === 'code') boxes.current?.focus(which);
    else backupRef.current?.focus();
  }, [busy, error, digits, mode]);

  const send = (code: string) => {
    if (busy) return;
    setError(null);
    verify.mutate(
      { code },
      {
        onSuccess: (me) => redirectAfterLogin(me),
        onError: (cause) => {
          const failure = isApiError(cause) ? cause.code : 'INTERNAL';
          if (failure === 'MFA_CHALLENGE_EXPIRED') {
            onExpired();
            return;
          }
          setError({ code: failure, params: isApiError(cause) ? cause.params : undefined });
          // A wrong code empties the boxes and starts again at the first (a backup code stays).
          if (failure === 'MFA_CODE_INVALID' && mode === 'code') setDigits(emptyCode());
          focusInput('first');
        },
      },
    );
  };

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (busy) return;
    if (mode === 'code') {
      if (!isCodeComplete(digits)) {
        setError({ code: 'MFA_CODE_INCOMPLETE' });
        focusInput('firstEmpty');
        return;
      }
      send(codeOf(digits));
      return;
    }
    if (backupCode.trim() === '') {
      setError({ code: 'BACKUP_REQUIRED' });
      focusInput('first');
      return;
    }
    send(backupCode.trim());
  };

  const switchMode = () => {
    setError(null);
    setMode((m) => (m === 'code' ? 'backup' : 'code'));
  };

  const message = error ? (error.code === 'BACKUP_REQUIRED' ? t('twoFactor.backupRequired') : errorText(error.code, error.params)) : null;

  return (
    <section aria-labelledby="two-factor-title" className="w-full max-w-md rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
      <h1 id="two-factor-title" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold text-foreground outline-none">
        {t('twoFactor.title')}
      </h1>
      <p className="mt-1 text-sm text-muted">{mode === 'code' ? t('twoFactor.intro') : t('twoFactor.backupIntro')}</p>

      <form noValidate onSubmit={submit} className="mt-6 flex flex-col gap-4">
        {mode === 'code' ? (
          <>
            <CodeBoxes
              digits={digits}
              onChange={(next) => {
                setDigits(next);
                if (error) setError(null);
              }}
              onComplete={send}
              onSubmit={() => submit()}
              label={t('twoFactor.groupLabel')}
              errorId={message ? errorId : undefined}
              isDisabled={busy}
              handleRef={boxes}
            />
            {message ? (
              <p id={errorId} role="alert" className="text-sm text-danger">
                {message}
              </p>
            ) : null}
          </>
        ) : (
          <TextFormField
            label={t('twoFactor.backupLabel')}
            name="backupCode"
            value={backupCode}
            onChange={(value) => setBackupCode(value.toUpperCase())}
            error={message}
            description={t('twoFactor.backupHint')}
            inputRef={backupRef}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={16}
            isRequired
          />
        )}

        <Button type="submit" variant="primary" fullWidth isDisabled={busy || (mode === 'code' && !isCodeComplete(digits))}>
          {busy ? t('twoFactor.busy') : t('twoFactor.submit')}
        </Button>
      </form>

      <div className="mt-5 flex flex-col items-center gap-3 text-sm">
        <button
          type="button"
          onClick={switchMode}
          className="rounded font-medium text-accent-soft-foreground underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-focus"
        >
          {mode === 'code' ? t('twoFactor.useBackupCode') : t('twoFactor.useAuthenticator')}
        </button>
        <button
          type="button"
          onClick={onBack}
          className="inline-flex items-center gap-1 rounded text-muted underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-focus"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('twoFactor.back')}
        </button>
      </div>
    </section>
  );
}
