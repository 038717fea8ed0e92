import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { redirectDelayMs } from '../../../../../common/rules/post-login-redirect';

/**
 * After an account was created and signed in: /onboarding, after the spec's 200 ms, replacing
 * history (spec section 2 "Post-login redirect"); a client user (an accepted portal invitation)
 * goes to /clientportal instead (rule 2 comes before onboarding).
 */
export function useRedirectToOnboarding() {
  const navigate = useNavigate();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const redirect = useCallback(
    (to: '/onboarding' | '/clientportal' = '/onboarding') => {
      setIsRedirecting(true);
      timer.current = window.setTimeout(() => void navigate(to, { replace: true }), redirectDelayMs.signup);
    },
    [navigate],
  );

  return { redirect, isRedirecting };
}
