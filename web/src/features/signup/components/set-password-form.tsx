import { Button } from '@heroui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvitationCheckResponse } from '../../../../../common/schemas/onboarding';
import { TextFormField } from '../../../components/ui/text-form-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { NewPasswordFields } from '../../../components/ui/password-field';
import { useProblemText } from '../hooks/use-problem-text';
import { useSetPasswordForm } from '../hooks/use-set-password-form';
import { InvitationSummary } from './invitation-summary';
import { PortalWelcome } from './portal-welcome';
import type { AccountField } from '../validate-new-account';

interface SetPasswordFormProps {
  token: string;
  invitation: InvitationCheckResponse;
}

/**
 * The invited person's form: who invited them where, the address (read-only), name and password.
 * Invited to the client portal, the agency welcomes them, with their name as the agency knows it.
 */
export function SetPasswordForm({ token, invitation }: SetPasswordFormProps) {
  const { t } = useTranslation('signup');
  const form = useSetPasswordForm(token, invitation.portal?.name ?? '');
  const problemText = useProblemText();
  const { values, set, problem, busy } = form;
  const { name: nameRef, email: emailRef, password: passwordRef, confirmPassword: confirmRef, submit: submitRef } = form.refs;

  const errorOf = (field: AccountField) => (problem?.field === field ? problemText(problem, values.password) : null);
  const formError = problem && problem.field === null ? problemText(problem, values.password) : null;

  return (
    <section aria-labelledby="set-password-title" className="w-full max-w-md rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
      {invitation.portal ? (
        <PortalWelcome invitation={invitation} titleId="set-password-title" />
      ) : (
        <>
          <h1 id="set-password-title" className="text-2xl font-semibold text-foreground">
            {t('setPassword.title')}
          </h1>
          <InvitationSummary invitation={invitation} />
        </>
      )}
      <p className={`mt-4 text-sm text-muted ${invitation.portal ? 'text-center' : ''}`}>
        {invitation.portal ? t('portalWelcome.intro') : t('setPassword.intro')}
      </p>

      <form noValidate onSubmit={form.submit} className="mt-6 flex flex-col gap-4">
        <TextFormField
          label={t('setPassword.email')}
          name="email"
          type="email"
          autoComplete="username"
          value={invitation.email}
          onChange={() => undefined}
          description={t('setPassword.emailHint')}
          error={errorOf('email')}
          inputRef={emailRef}
          isReadOnly
        />
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
        <NewPasswordFields
          labels={{ password: t('password'), confirm: t('confirmPassword') }}
          hint={t('passwordHint')}
          values={values}
          onChange={(field, value) => set(field)(value)}
          errors={{ password: errorOf('password'), confirmPassword: errorOf('confirmPassword') }}
          refs={{ password: passwordRef, confirm: confirmRef }}
        />

        <FormAlert message={formError} />

        <Button ref={submitRef} type="submit" variant="primary" fullWidth isDisabled={busy}>
          {busy ? t('busy') : t('setPassword.submit')}
        </Button>
        <p role="status" className="sr-only">
          {form.isRedirecting ? t('setPassword.created') : ''}
        </p>
      </form>

      <p className="mt-6 text-center text-sm text-muted">
        {t('haveAccount')}{' '}
        <Link to="/login" className="font-medium text-accent-soft-foreground underline underline-offset-4">
          {t('loginLink')}
        </Link>
      </p>
    </section>
  );
}
