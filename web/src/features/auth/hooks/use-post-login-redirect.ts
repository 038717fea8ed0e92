import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { postLoginRedirect, redirectDelayMs, redirectOnFailure } from '../../../../../common/rules/post-login-redirect';
import type { MeResponse } from '../../../../../common/schemas/auth';

/**
 * Carries out the post-login redirect of spec section 2: the target comes from
 * common/rules/post-login-redirect.ts, after `redirectDelayMs.login`, replacing history;
 * when navigating fails, `redirectOnFailure`.
 */
export function usePostLoginRedirect() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const redirectAfterLogin = useCallback(
    (me: MeResponse) => {
      const target = postLoginRedirect({
        hasSession: true,
        user: { isClient: me.user.isClient, onboardingCompleted: me.user.onboardingCompleted },
        currentPath: location.pathname,
        redirectParam: searchParams.get('redirect'),
      });
      setIsRedirecting(true);
      timer.current = window.setTimeout(() => {
        const fallback = () => void navigate(redirectOnFailure, { replace: true });
        try {
          Promise.resolve(navigate(target, { replace: true })).catch(fallback);
        } catch {
          fallback();
        }
      }, redirectDelayMs.login);
    },
    [location.pathname, navigate, searchParams],
  );

  return { redirectAfterLogin, isRedirecting };
}
