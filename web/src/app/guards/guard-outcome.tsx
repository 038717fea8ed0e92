import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { type AccessError, type GuardDecision, isAgendaWarning } from '../../../../common/rules/guards';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { LoadError } from '../../components/ui/load-error';
import type { Session } from '../../features/auth/hooks/use-session';
import { toast, toastTimeoutMs } from '../../lib/toast';

/** An access error of spec section 6: agenda warnings in warning colour for 5 s, others in danger for 4 s. */
function showAccessError(error: AccessError, message: string): void {
  const agenda = isAgendaWarning(error);
  toast(message, {
    color: agenda ? 'warning' : 'danger',
    timeout: agenda ? toastTimeoutMs.agendaWarning : toastTimeoutMs.default,
    // StrictMode runs effects twice and a guard may re-render while redirecting: show it once.
    dedupeKey: `access:${error}`,
  });
}

function GuardRedirect({ to, error }: { to: string; error: AccessError | undefined }) {
  const navigate = useNavigate();
  const { t } = useTranslation('errors');

  useEffect(() => {
    if (error) showAccessError(error, t(`access.${error}`));
    void navigate(to, { replace: true });
  }, [to, error, navigate, t]);

  return <FullPageSpinner />;
}

/** The session could not be read: say so and offer a retry; the user stays on this page. */
function SessionError({ session }: { session: Session }) {
  const { t } = useTranslation('errors');
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <div className="w-full max-w-md">
        <LoadError
          message={t('store.userFetchFailed')}
          error={session.error}
          onRetry={() => void session.refetch()}
          isRetrying={session.isRefetching}
        />
      </div>
    </main>
  );
}

/** Carries out a guard decision from common/rules/guards.ts. */
export function GuardOutcome({ decision, session }: { decision: GuardDecision; session: Session }) {
  switch (decision.kind) {
    case 'loading':
      return <FullPageSpinner />;
    case 'session-error':
      return <SessionError session={session} />;
    case 'redirect':
      return <GuardRedirect to={decision.to} error={decision.error} />;
    case 'await-oauth':
    case 'allow':
      return <Outlet />;
  }
}
