import { Button } from '@heroui/react';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvitationCheckResponse } from '../../../../../common/schemas/onboarding';
import { TextFormField } from '../../../components/ui/text-form-field';
import { FormAlert } from '../../auth/components/form-alert';
import { PasswordField } from '../../auth/components/password-field';
import { useProblemText } from '../hooks/use-problem-text';
import { useSetPasswordForm } from '../hooks/use-set-password-form';
import type { AccountField } from '../validate-new-account';

interface SetPasswordFormProps {
  token: string;
  invitation: InvitationCheckResponse;
}

/** The invited person's form: who invited them where, the address (read-only), name and password. */
export function SetPasswordForm({ token, invitation }: SetPasswordFormProps) {
  const { t } = useTranslation('signup');
  const { t: tc } = useTranslation();
  const form = useSetPasswordForm(token);
  const problemText = useProblemText();
  const { values, set, problem, busy } = form;
  const { name: nameRef, email: emailRef, password: passwordRef, confirmPassword: confirmRef, submit: submitRef } = form.refs;

  const errorOf = (field: AccountField) =>
    problem?.field === field ? problemText(problem, values.password) : null;
  const formError = problem && problem.field === null ? problemText(problem, values.password) : null;
  const company = invitation.companyName;

  return (
    <section aria-labelledby="set-password-title" className="w-full max-w-md rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
      <h1 id="set-password-title" className="text-2xl font-semibold text-foreground">
        {t('setPassword.title')}
      </h1>
      <div className="mt-4 flex items-start gap-3 rounded-xl bg-accent-soft px-4 py-3 text-accent-soft-foreground">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-medium break-words">
            {invitation.invitedByName
              ? t('setPassword.invitedBy', { inviter: invitation.invitedByName, company })
              : t('setPassword.invited', { company })}
          </p>
          <p className="text-sm">{t('setPassword.role', { role: tc(`roles.${invitation.role}`) })}</p>
        </div>
      </div>
      <p className="mt-4 text-sm text-muted">{t('setPassword.intro')}</p>

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
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errorOf('password')}
          description={t('passwordHint')}
          inputRef={passwordRef}
        />
        <PasswordField
          label={t('confirmPassword')}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
          error={errorOf('confirmPassword')}
          inputRef={confirmRef}
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
