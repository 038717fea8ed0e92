import { useLocation } from 'react-router';
import { clientGuard } from '../../../../common/rules/guards';
import { useSession, useSessionSync } from '../../features/auth/hooks/use-session';
import { GuardOutcome } from './guard-outcome';

/** Wraps every client-portal route. */
export function ClientGuard() {
  const location = useLocation();
  const session = useSession();
  useSessionSync(session.me, session.state);
  const decision = clientGuard({
    pathname: location.pathname,
    search: location.search,
    session: session.state,
    isClient: session.isClient,
  });
  return <GuardOutcome decision={decision} session={session} />;
}
