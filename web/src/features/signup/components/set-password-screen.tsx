import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from '../../auth/components/auth-shell';
import { useInvitationCheck } from '../api/check-invitation';
import { invitationTokenFromHash } from '../invitation-token';
import { InvitationProblem } from './invitation-problem';
import { SetPasswordForm } from './set-password-form';

/**
 * /set-password#token=…: an invited person creates the account by choosing a name and a
 * password. The token is checked first, so a used or expired link says so before anything is typed.
 */
export function SetPasswordScreen() {
  const { t } = useTranslation('signup');
  const { t: te } = useTranslation('errors');
  useDocumentTitle(t('setPassword.pageTitle'));
  const { hash } = useLocation();
  const token = invitationTokenFromHash(hash);
  const check = useInvitationCheck(token);

  let content;
  if (!token) {
    content = <InvitationProblem title={t('setPassword.incompleteTitle')} body={t('setPassword.incompleteBody')} />;
  } else if (check.isPending) {
    content = (
      <div role="status" className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl bg-surface px-6 py-16 shadow-sm">
        <Spinner size="lg" />
        <p className="text-sm text-muted">{t('setPassword.checking')}</p>
      </div>
    );
  } else if (check.isError) {
    const code = isApiError(check.error) ? check.error.code : 'INTERNAL';
    const body = code === 'INTERNAL' ? te('generic') : te(`codes.${code}`, isApiError(check.error) ? (check.error.params ?? {}) : {});
    const invalid = code === 'INVITATION_INVALID';
    content = (
      <InvitationProblem
        title={invalid ? t('setPassword.invalidTitle') : t('setPassword.checkFailedTitle')}
        body={body}
        {...(invalid ? {} : { onRetry: () => void check.refetch() })}
      />
    );
  } else {
    content = <SetPasswordForm token={token} invitation={check.data} />;
  }

  return <AuthShell>{content}</AuthShell>;
}
