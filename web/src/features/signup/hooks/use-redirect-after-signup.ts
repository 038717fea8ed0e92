import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { postLoginRedirect, redirectDelayMs } from '../../../../../common/rules/post-login-redirect';
import type { MeResponse } from '../../../../../common/schemas/auth';

/**
 * After an account was created and signed in (sign-up, an accepted invitation): where the
 * post-login rules send its user (common/rules/post-login-redirect.ts — a client user to
 * /clientportal, anyone else still to onboard to /onboarding), after the spec's 200 ms, replacing
 * history (spec section 2 "Post-login redirect").
 */
export function useRedirectAfterSignup() {
  const navigate = useNavigate();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const redirect = useCallback(
    (me: MeResponse) => {
      const user = { isClient: me.user.isClient, onboardingCompleted: me.user.onboardingCompleted };
      const target = postLoginRedirect({ hasSession: true, user, currentPath: window.location.pathname, redirectParam: null });
      setIsRedirecting(true);
      timer.current = window.setTimeout(() => void navigate(target, { replace: true }), redirectDelayMs.signup);
    },
    [navigate],
  );

  return { redirect, isRedirecting };
}
