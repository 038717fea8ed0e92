import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { redirectDelayMs } from '../../../../../common/rules/post-login-redirect';

/**
 * After an account was created and signed in: /onboarding, after the spec's 200 ms, replacing
 * history (spec section 2 "Post-login redirect").
 */
export function useRedirectToOnboarding() {
  const navigate = useNavigate();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const redirect = useCallback(() => {
    setIsRedirecting(true);
    timer.current = window.setTimeout(() => void navigate('/onboarding', { replace: true }), redirectDelayMs.signup);
  }, [navigate]);

  return { redirect, isRedirecting };
}
