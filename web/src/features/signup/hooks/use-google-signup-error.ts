import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ErrorCode } from '../../../../../common/errors';
import { clearOAuthFlags } from '../../../lib/oauth-flags';

/** The codes the server's Google callback sends back to /signup as `?error=`. */
const googleSignupErrors: readonly ErrorCode[] = ['GOOGLE_SIGNUP_FAILED', 'GOOGLE_SIGNUP_ERROR', 'GOOGLE_NOT_CONFIGURED'];

export function googleSignupError(value: string | null): ErrorCode | null {
  return googleSignupErrors.find((code) => code === value) ?? null;
}

/**
 * The error a failed Google sign-up returned with (`/signup?error=GOOGLE_SIGNUP_FAILED`). It is
 * read once and the parameter dropped from the address, so a reload does not show it again.
 */
export function useGoogleSignupError(): ErrorCode | null {
  const [searchParams, setSearchParams] = useSearchParams();
  const [code] = useState(() => googleSignupError(searchParams.get('error')));

  useEffect(() => {
    if (!searchParams.has('error')) return;
    // A Google sign-up that came back with an error has ended.
    clearOAuthFlags();
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [searchParams, setSearchParams]);

  return code;
}
