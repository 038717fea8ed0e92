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
  /** The captcha on screen; `null` while none is shown (before the first one, while a new one loads, after `clear`). */
  captcha: CaptchaState | null;
  /** What was typed for the captcha on screen; emptied whenever that captcha is replaced. */
  code: string;
  /** Types the code for the captcha on screen (upper-cased); ignored while none is shown. */
  setCode: (value: string) => void;
  /** The id and the code to send: always the captcha whose image was on screen while the code was typed. */
  answer: () => { captchaId: string; captchaCode: string };
  /** A request for a new captcha is on its way. */
  isLoading: boolean;
  /** The last request failed (network, rate limit); the previous captcha, if any, is back. */
  isError: boolean;
  /** Why the last request failed (e.g. RATE_LIMITED with its `time`); `null` when it did not. */
  failure: { code: ErrorCode; params?: ErrorParams | undefined } | null;
  /** Takes the shown captcha away (and its typed code), fetches a new one and shows it. Never rejects. */
  request: () => Promise<void>;
  /** Forgets the captcha (e.g. when leaving the form). */
  clear: () => void;
}

interface Shown {
  captcha: CaptchaState | null;
  code: string;
}

const nothingShown: Shown = { captcha: null, code: '' };

/**
 * The captcha of the login and signup forms (spec section 4 "Captcha"). The server consumes a
 * captcha on every attempt, so a form calls `request()` after each failed submit. Only the
 * answer to the latest request is kept, so quick refresh clicks cannot show a stale image.
 *
 * The typed code lives here, in one state with the captcha it was typed for: a captcha that is
 * replaced (refresh, a failed attempt) takes its code with it, so the form can never send a new
 * captcha's id with a code read from the old image. While a new one loads no image is shown
 * and nothing can be typed (the field waits), so a code is only ever typed against the image on screen.
 */
export function useCaptcha(purpose: CaptchaPurpose): UseCaptchaResult {
  const [shown, setShown] = useState<Shown>(nothingShown);
  const latest = useRef(0);
  /** The last captcha that was on screen, to bring back when a refresh is refused. */
  const lastShown = useRef<CaptchaState | null>(null);
  const mutation = useMutation({ mutationFn: requestCaptcha });
  const { mutateAsync, reset } = mutation;

  const request = useCallback(async () => {
    const ticket = ++latest.current;
    setShown(nothingShown);
    try {
      const answer = await mutateAsync({ purpose });
      if (ticket !== latest.current) return;
      lastShown.current = { captchaId: answer.captchaId, image: answer.image };
      setShown({ captcha: lastShown.current, code: '' });
    } catch {
      // Shown through `isError`: the previous image comes back (a refused refresh leaves it valid).
      if (ticket === latest.current) setShown({ captcha: lastShown.current, code: '' });
    }
  }, [mutateAsync, purpose]);

  const clear = useCallback(() => {
    latest.current++;
    lastShown.current = null;
    reset();
    setShown(nothingShown);
  }, [reset]);

  const setCode = useCallback((value: string) => {
    setShown((current) => (current.captcha ? { ...current, code: value.toUpperCase() } : current));
  }, []);

  const answer = () => ({ captchaId: shown.captcha?.captchaId ?? '', captchaCode: shown.code.trim() });

  const failure = mutation.error
    ? isApiError(mutation.error)
      ? { code: mutation.error.code, params: mutation.error.params }
      : { code: 'INTERNAL' as const }
    : null;
  return {
    captcha: shown.captcha,
    code: shown.code,
    setCode,
    answer,
    isLoading: mutation.isPending,
    isError: mutation.isError,
    failure,
    request,
    clear,
  };
}
