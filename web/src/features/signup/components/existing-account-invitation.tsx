import { Button } from '@heroui/react';
import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invitationScreen } from '../../../../../common/rules/post-login-redirect';
import type { InvitationCheckResponse } from '../../../../../common/schemas/onboarding';
import { buttonClass } from '../../../components/ui/button-class';
import { isApiError } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { FormAlert } from '../../../components/ui/form-alert';
import { usePostLoginRedirect } from '../../auth/hooks/use-post-login-redirect';
import { useSession } from '../../auth/hooks/use-session';
import { useAcceptExistingInvitation } from '../api/accept-existing-invitation';
import { useSignOutHere } from '../hooks/use-sign-out-here';
import { forgetInvitationToken, rememberInvitationToken } from '../invitation-token';
import { InvitationChecking } from './invitation-checking';
import { InvitationProblem } from './invitation-problem';
import { InvitationSummary } from './invitation-summary';
import { PortalWelcome } from './portal-welcome';

interface ExistingAccountInvitationProps {
  token: string;
  invitation: InvitationCheckResponse;
}

/** Back here after signing in; the token waits in this tab's sessionStorage, not in the URL. */
const loginThenBack = `/login?redirect=${encodeURIComponent(invitationScreen)}`;

/**
 * /set-password for an address that already has an account: sign in first (and come back), then
 * 'Uitnodiging accepteren'. Signed in with another address, it says so and offers to sign out.
 */
export function ExistingAccountInvitation({ token, invitation }: ExistingAccountInvitationProps) {
  const { t } = useTranslation('signup');
  const { t: te } = useTranslation('errors');
  const session = useSession();
  const accept = useAcceptExistingInvitation();
  const signOut = useSignOutHere();
  const errorText = useErrorText();
  const { redirectAfterLogin, isRedirecting } = usePostLoginRedirect();

  if (session.state === 'loading') return <InvitationChecking label={t('acceptInvitation.checkingSession')} />;
  if (session.state === 'error') {
    return <InvitationProblem title={t('acceptInvitation.sessionFailedTitle')} body={te('generic')} onRetry={() => void session.refetch()} />;
  }

  const me = session.me;
  const busy = accept.isPending || isRedirecting;
  const acceptNow = () => {
    if (busy) return;
    accept.mutate(
      { token },
      {
        onSuccess: (next) => {
          forgetInvitationToken();
          redirectAfterLogin(next);
        },
        onError: (cause) => {
          if (isApiError(cause) && cause.code === 'INVITATION_INVALID') forgetInvitationToken();
        },
      },
    );
  };

  let body;
  if (!me) {
    body = (
      <>
        <p className="mt-4 text-foreground">{t('acceptInvitation.existingAccount', { email: invitation.email })}</p>
        <Link to={loginThenBack} onClick={() => rememberInvitationToken(token)} className={buttonClass({ fullWidth: true, className: 'mt-6' })}>
          <LogIn aria-hidden="true" className="size-4" />
          {t('acceptInvitation.signIn')}
        </Link>
        <p className="mt-4 text-sm text-muted">{t('acceptInvitation.forgotHint')}</p>
      </>
    );
  } else if (me.user.email !== invitation.email) {
    body = (
      <>
        <p role="alert" className="mt-4 rounded-xl bg-warning-soft px-4 py-3 text-warning-soft-foreground">
          {t('acceptInvitation.otherAccount', { invited: invitation.email, current: me.user.email })}
        </p>
        <Button className="mt-6" variant="secondary" fullWidth isDisabled={signOut.isPending} onPress={() => signOut.mutate()}>
          {signOut.isPending ? t('acceptInvitation.signingOut') : t('acceptInvitation.signOut')}
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <p className="mt-4 text-foreground">{t('acceptInvitation.signedInAs', { email: me.user.email, company: invitation.companyName })}</p>
        <div className="mt-6 flex flex-col gap-4">
          <FormAlert message={accept.isError ? errorText(accept.error) : null} />
          <Button variant="primary" fullWidth isDisabled={busy} onPress={acceptNow}>
            {busy ? t('acceptInvitation.accepting') : t('acceptInvitation.accept')}
          </Button>
        </div>
        <p role="status" className="sr-only">
          {isRedirecting ? t('acceptInvitation.accepted') : ''}
        </p>
      </>
    );
  }

  return (
    <section aria-labelledby="accept-invitation-title" className="w-full max-w-md rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
      {invitation.portal ? (
        <PortalWelcome invitation={invitation} titleId="accept-invitation-title" />
      ) : (
        <>
          <h1 id="accept-invitation-title" className="text-2xl font-semibold text-foreground">
            {t('acceptInvitation.title')}
          </h1>
          <InvitationSummary invitation={invitation} />
        </>
      )}
      {body}
    </section>
  );
}
