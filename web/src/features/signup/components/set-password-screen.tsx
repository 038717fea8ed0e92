import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from '../../auth/components/auth-shell';
import { useInvitationCheck } from '../api/check-invitation';
import { forgetInvitationToken, invitationTokenOf, rememberedInvitationToken } from '../invitation-token';
import { ExistingAccountInvitation } from './existing-account-invitation';
import { InvitationChecking } from './invitation-checking';
import { InvitationProblem } from './invitation-problem';
import { SetPasswordForm } from './set-password-form';
import { WelcomeShell } from './welcome-shell';

/**
 * /set-password#token=…: the link of every invitation mail. The token is checked first, so a used
 * or expired link says so before anything is typed. A new address creates the account by choosing
 * a name and a password; an address that already has an account signs in and accepts (the token
 * waits in this tab while signing in, and /login?redirect=/set-password comes back here).
 */
export function SetPasswordScreen() {
  const { t } = useTranslation('signup');
  const { t: te } = useTranslation('errors');
  const { hash } = useLocation();
  const [remembered] = useState(rememberedInvitationToken);
  const token = invitationTokenOf(hash, remembered);
  const check = useInvitationCheck(token);
  const forExistingAccount = check.data?.accountExists === true;
  useDocumentTitle(forExistingAccount ? t('acceptInvitation.pageTitle') : t('setPassword.pageTitle'));

  const invalid = check.isError && isApiError(check.error) && check.error.code === 'INVITATION_INVALID';
  useEffect(() => {
    if (invalid) forgetInvitationToken();
  }, [invalid]);

  let content;
  if (!token) {
    content = <InvitationProblem title={t('setPassword.incompleteTitle')} body={t('setPassword.incompleteBody')} />;
  } else if (check.isPending) {
    content = <InvitationChecking label={t('setPassword.checking')} />;
  } else if (check.isError) {
    const code = isApiError(check.error) ? check.error.code : 'INTERNAL';
    const body = code === 'INTERNAL' ? te('generic') : te(`codes.${code}`, isApiError(check.error) ? (check.error.params ?? {}) : {});
    content = (
      <InvitationProblem
        title={invalid ? t('setPassword.invalidTitle') : t('setPassword.checkFailedTitle')}
        body={body}
        {...(invalid ? {} : { onRetry: () => void check.refetch() })}
      />
    );
  } else if (forExistingAccount) {
    content = <ExistingAccountInvitation token={token} invitation={check.data} />;
  } else {
    content = <SetPasswordForm token={token} invitation={check.data} />;
  }

  // A client is welcomed by the agency, not by the workspace's sign-up pitch (nor while the link is checked).
  const welcoming = Boolean(token) && (check.isPending || Boolean(check.data?.portal));
  const Shell = welcoming ? WelcomeShell : AuthShell;
  return <Shell>{content}</Shell>;
}
