import { Button, Separator } from '@heroui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextFormField } from '../../../components/ui/text-form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { NewPasswordFields } from '../../../components/ui/password-field';
import { CaptchaField, CaptchaPlaceholder } from '../../auth/components/captcha-field';
import { useProblemText } from '../hooks/use-problem-text';
import { useSignupForm } from '../hooks/use-signup-form';
import type { AccountField } from '../validate-new-account';
import { GoogleButton } from '../../auth/components/google-button';

/** /signup's card: name, e-mail, password, confirmation, captcha, Google and the way to /login. */
export function SignupForm() {
  const { t } = useTranslation('signup');
  const { t: ta } = useTranslation('auth');
  const form = useSignupForm();
  const problemText = useProblemText();
  const { values, set, problem, busy, captcha } = form;
  const { name: nameRef, email: emailRef, password: passwordRef, confirmPassword: confirmRef, captchaCode: captchaRef, submit: submitRef } = form.refs;

  const errorOf = (field: AccountField) => (problem?.field === field ? problemText(problem, values.password) : null);
  const formError = problem && problem.field === null ? problemText(problem, values.password) : null;
  // A failed Google sign-up is told beside the Google button, the rest above 'Account aanmaken'.
  const googleFailed = problem?.code.startsWith('GOOGLE_') ?? false;
  const captchaError = errorOf('captchaCode') ?? (captcha.isError && !captcha.captcha ? ta('captcha.loadFailed') : null);

  return (
    <section aria-labelledby="signup-title" className="w-full max-w-md rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
      <h1 id="signup-title" className="text-2xl font-semibold text-foreground">
        {t('title')}
      </h1>
      <p className="mt-1 text-sm text-muted">{t('subtitle')}</p>

      <form noValidate onSubmit={(event) => void form.submit(event)} className="mt-6 flex flex-col gap-4">
        <TextFormField
          label={t('name')}
          name="name"
          autoComplete="name"
          placeholder={t('namePlaceholder')}
          value={values.name}
          onChange={set('name')}
          error={errorOf('name')}
          inputRef={nameRef}
          maxLength={200}
          isRequired
        />
        <TextFormField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          value={values.email}
          onChange={set('email')}
          error={errorOf('email')}
          inputRef={emailRef}
          spellCheck={false}
          autoCapitalize="off"
          isRequired
        />
        <NewPasswordFields
          labels={{ password: t('password'), confirm: t('confirmPassword') }}
          hint={t('passwordHint')}
          values={values}
          onChange={(field, value) => set(field)(value)}
          errors={{ password: errorOf('password'), confirmPassword: errorOf('confirmPassword') }}
          refs={{ password: passwordRef, confirm: confirmRef }}
        />
        {form.captchaVisible ? (
          <CaptchaField
            captcha={captcha.captcha}
            value={values.captchaCode}
            onChange={set('captchaCode')}
            onRefresh={() => void captcha.request()}
            error={captchaError}
            inputRef={captchaRef}
            isBusy={captcha.isLoading || busy}
          />
        ) : (
          <CaptchaPlaceholder />
        )}

        <FormAlert message={googleFailed ? null : formError} />

        <Button ref={submitRef} type="submit" variant="primary" fullWidth isDisabled={busy}>
          {busy ? t('busy') : t('submit')}
        </Button>
        <p role="status" className="sr-only">
          {form.isRedirecting ? t('created') : ''}
        </p>
      </form>

      <div className="my-5 flex items-center gap-3 text-xs text-muted" aria-hidden="true">
        <Separator className="flex-1" />
        {t('or')}
        <Separator className="flex-1" />
      </div>
      <div className="flex flex-col gap-3">
        <FormAlert message={googleFailed ? formError : null} />
        <GoogleButton intent="signup" isDisabled={busy} />
      </div>

      <p className="mt-6 text-center text-sm text-muted">
        {t('haveAccount')}{' '}
        <Link to="/login" className="font-medium text-accent-soft-foreground underline underline-offset-4">
          {t('loginLink')}
        </Link>
      </p>
    </section>
  );
}
