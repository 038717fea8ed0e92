import { Button } from '@heroui/react';
import { CircleCheck, Link2Off, MailCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorText } from '../../../lib/use-error-text';
import { useMe } from '../../auth/api/get-me';
import { AuthShell } from '../../auth/components/auth-shell';
import { useConfirmEmail } from '../api/confirm-email';
import { confirmTokenFromHash } from '../confirm-hash';

/** The card of each state, with a heading that takes focus when the state appears (screen readers announce it). */
function ConfirmCard({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={id} className="flex w-full max-w-md flex-col gap-4 rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
      {icon}
      <h1 id={id} ref={heading} tabIndex={-1} className="text-2xl font-semibold text-foreground outline-none">
        {title}
      </h1>
      {children}
    </section>
  );
}

/** Onward without the fragment (the token leaves the address bar): the workspace when signed in, else the login. */
function Onward() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const signedIn = Boolean(useMe().data);
  return (
    <Button variant="primary" fullWidth onPress={() => void navigate(signedIn ? '/dashboard' : '/login', { replace: true })}>
      {signedIn ? t('confirmEmail.toWorkspace') : t('confirmEmail.toLogin')}
    </Button>
  );
}

/**
 * One link: a button confirms (not the page load, so a mail scanner that opens links proves
 * nothing), then the confirmation or why it failed.
 */
function ConfirmFlow({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const confirm = useConfirmEmail();
  const invalid = !token || (isApiError(confirm.error) && confirm.error.code === 'EMAIL_CONFIRMATION_INVALID');
  // A used link opened again by its signed-in owner: nothing is wrong.
  const alreadyProven = useMe().data?.user.emailVerified === true;

  if (confirm.isSuccess) {
    return (
      <ConfirmCard id="confirm-email-done" icon={<CircleCheck aria-hidden="true" className="size-8 text-success" />} title={t('confirmEmail.doneTitle')}>
        <p role="status" className="text-foreground">
          {t('confirmEmail.done')}
        </p>
        <p className="text-sm text-muted">{t('confirmEmail.doneBody')}</p>
        <Onward />
      </ConfirmCard>
    );
  }
  if (invalid && alreadyProven) {
    return (
      <ConfirmCard id="confirm-email-proven" icon={<CircleCheck aria-hidden="true" className="size-8 text-success" />} title={t('confirmEmail.doneTitle')}>
        <p role="status" className="text-foreground">
          {te('codes.EMAIL_ALREADY_VERIFIED')}
        </p>
        <Onward />
      </ConfirmCard>
    );
  }
  if (invalid) {
    return (
      <ConfirmCard id="confirm-email-invalid" icon={<Link2Off aria-hidden="true" className="size-8 text-danger" />} title={t('confirmEmail.invalidTitle')}>
        <p role="alert" className="text-foreground">
          {te('codes.EMAIL_CONFIRMATION_INVALID')}
        </p>
        <Onward />
      </ConfirmCard>
    );
  }
  const busy = confirm.isPending;
  return (
    <ConfirmCard id="confirm-email-title" icon={<MailCheck aria-hidden="true" className="size-8 text-accent" />} title={t('confirmEmail.title')}>
      <p className="text-foreground">{t('confirmEmail.body')}</p>
      <FormAlert message={confirm.isError ? errorText(confirm.error) : null} />
      <Button variant="primary" fullWidth isDisabled={busy} onPress={() => confirm.mutate({ token })}>
        {busy ? t('confirmEmail.busy') : t('confirmEmail.submit')}
      </Button>
      <p className="text-sm text-muted">{t('confirmEmail.notYou')}</p>
    </ConfirmCard>
  );
}

/**
 * The screen of the link in the mail "Bevestig je e-mailadres" (`#/confirm-email?token=…`), shown
 * by the root layout instead of the route whenever the hash asks for it, signed in or not.
 */
export function ConfirmEmailScreen() {
  const { t } = useTranslation('auth');
  const { hash } = useLocation();
  const token = confirmTokenFromHash(hash);
  useDocumentTitle(t('confirmEmail.pageTitle'));
  return (
    <AuthShell>
      <ConfirmFlow key={token} token={token} />
    </AuthShell>
  );
}
