import i18n from 'i18next';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { type AccessError, type GuardDecision, isAgendaWarning } from '../../../../common/rules/guards';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import type { Session } from '../../features/auth/hooks/use-session';
import { loadNamespace } from '../../lib/i18n';
import { toast, toastTimeoutMs } from '../../lib/toast';

/**
 * An access error of spec section 6: agenda warnings in warning colour for 5 s, others in danger
 * for 4 s. The error texts load on demand (they stay out of every page's first download).
 */
async function showAccessError(error: AccessError): Promise<void> {
  await loadNamespace('errors');
  const agenda = isAgendaWarning(error);
  toast(i18n.t(`access.${error}`, { ns: 'errors' }), {
    color: agenda ? 'warning' : 'danger',
    timeout: agenda ? toastTimeoutMs.agendaWarning : toastTimeoutMs.default,
    // StrictMode runs effects twice and a guard may re-render while redirecting: show it once.
    dedupeKey: `access:${error}`,
  });
}

/** Rare (server or network trouble), so it stays out of every page's first download. */
const SessionError = lazy(() => Promise.all([import('./session-error'), loadNamespace('errors')]).then(([m]) => ({ default: m.SessionError })));

function GuardRedirect({ to, error }: { to: string; error: AccessError | undefined }) {
  const navigate = useNavigate();

  useEffect(() => {
    if (error) void showAccessError(error);
    void navigate(to, { replace: true });
  }, [to, error, navigate]);

  return <FullPageSpinner />;
}

/** Carries out a guard decision from common/rules/guards.ts. */
export function GuardOutcome({ decision, session }: { decision: GuardDecision; session: Session }) {
  switch (decision.kind) {
    case 'loading':
      return <FullPageSpinner />;
    case 'session-error':
      return (
        <Suspense fallback={<FullPageSpinner />}>
          <SessionError session={session} />
        </Suspense>
      );
    case 'redirect':
      return <GuardRedirect to={decision.to} error={decision.error} />;
    case 'await-oauth':
    case 'allow':
      return <Outlet />;
  }
}
