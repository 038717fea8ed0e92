import { useMutation } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { CaptchaPurpose, CaptchaRequest, CaptchaResponse } from '../../../../../common/schemas/auth';
import type { ErrorCode, ErrorParams } from '../../../../../common/errors';
import { apiRequest, isApiError } from '../../../lib/api-client';

/** POST /api/auth/captcha: a new single-use captcha for the login or signup form. */
export function requestCaptcha(input: CaptchaRequest): Promise<CaptchaResponse> {
  return apiRequest<CaptchaResponse>('/api/auth/captcha', { method: 'POST', body: input });
}

/** The captcha a form shows: its id (sent with the form) and the PNG image as a data: URL. */
export interface CaptchaState {
  captchaId: string;
  image: string;
}

export interface UseCaptchaResult {
  /** The captcha on screen; `null` before the first one was requested (or after `clear`). */
  captcha: CaptchaState | null;
  /** A request for a new captcha is on its way. */
  isLoading: boolean;
  /** The last request failed (network, rate limit); the previous captcha, if any, stays. */
  isError: boolean;
  /** Why the last request failed (e.g. RATE_LIMITED with its `time`); `null` when it did not. */
  failure: { code: ErrorCode; params?: ErrorParams | undefined } | null;
  /** Fetches a new captcha and replaces the shown one. Never rejects. */
  request: () => Promise<void>;
  /** Forgets the captcha (e.g. when leaving the form). */
  clear: () => void;
}

/**
 * The captcha of the login and signup forms (spec section 4 "Captcha"). The server consumes a
 * captcha on every attempt, so a form calls `request()` after each failed submit. Only the
 * answer to the latest request is kept, so quick refresh clicks cannot show a stale image.
 */
export function useCaptcha(purpose: CaptchaPurpose): UseCaptchaResult {
  const [captcha, setCaptcha] = useState<CaptchaState | null>(null);
  const latest = useRef(0);
  const mutation = useMutation({ mutationFn: requestCaptcha });
  const { mutateAsync, reset } = mutation;

  const request = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const answer = await mutateAsync({ purpose });
      if (ticket === latest.current) setCaptcha({ captchaId: answer.captchaId, image: answer.image });
    } catch {
      // Shown through `isError`; the form's own check asks for a captcha when there is none.
    }
  }, [mutateAsync, purpose]);

  const clear = useCallback(() => {
    latest.current++;
    reset();
    setCaptcha(null);
  }, [reset]);

  const failure = mutation.error
    ? isApiError(mutation.error)
      ? { code: mutation.error.code, params: mutation.error.params }
      : { code: 'INTERNAL' as const }
    : null;
  return { captcha, isLoading: mutation.isPending, isError: mutation.isError, failure, request, clear };
}
