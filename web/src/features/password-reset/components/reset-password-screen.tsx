import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from '../../auth/components/auth-shell';
import { useResetTokenCheck } from '../api/check-reset-token';
import { resetTokenFromHash } from '../reset-hash';
import { ResetCard } from './reset-card';
import { ResetCheckFailed } from './reset-check-failed';
import { ResetDone } from './reset-done';
import { ResetLinkInvalid } from './reset-link-invalid';
import { ResetPasswordForm } from './reset-password-form';

function Checking() {
  const { t } = useTranslation('passwordReset');
  return (
    <ResetCard labelledBy="reset-checking">
      <div role="status" className="flex items-center gap-3 py-6">
        <Spinner size="md" />
        <span id="reset-checking" className="text-muted">
          {t('checking')}
        </span>
      </div>
    </ResetCard>
  );
}

/** One reset link: checked once, then the form, and the confirmation once it is used. */
function ResetFlow({ token }: { token: string }) {
  const check = useResetTokenCheck(token);
  const [done, setDone] = useState(false);
  if (done) return <ResetDone />;
  if (!token) return <ResetLinkInvalid />;
  if (check.isPending) return <Checking />;
  if (check.isError) {
    return <ResetCheckFailed error={check.error} onRetry={() => void check.refetch()} isRetrying={check.isFetching} />;
  }
  if (!check.data.valid) return <ResetLinkInvalid />;
  return <ResetPasswordForm token={token} onDone={() => setDone(true)} />;
}

/**
 * The screen of the reset mail's link (`#/reset-password?token=…`), shown by the root layout
 * instead of the route whenever the hash asks for it.
 */
export function ResetPasswordScreen() {
  const { t } = useTranslation('passwordReset');
  const { hash } = useLocation();
  const token = resetTokenFromHash(hash);
  useDocumentTitle(t('pageTitle'));
  return (
    <AuthShell>
      <ResetFlow key={token} token={token} />
    </AuthShell>
  );
}
