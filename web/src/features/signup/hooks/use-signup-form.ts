import { type FormEvent, useEffect, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useCaptcha } from '../../auth/api/captcha';
import { useSignup } from '../api/signup';
import { loadEmailCheck } from '../email-check';
import { type AccountField, type FormProblem, problemField, validateSignup } from '../validate-new-account';
import { useFieldFocus } from './use-field-focus';
import { useGoogleSignupError } from './use-google-signup-error';
import { useRedirectAfterSignup } from './use-redirect-after-signup';

const signupFields: readonly AccountField[] = ['captchaCode', 'name', 'email', 'password', 'confirmPassword'];

/**
 * The signup form's state and its submit (spec section 4 "Signup flow"): client checks in the
 * spec's order, then POST /api/auth/signup, then /onboarding. Every failed attempt used up the
 * captcha on the server, so a new one is shown and its input emptied; everything else typed stays.
 */
export function useSignupForm() {
  const [fields, setFields] = useState({ name: '', email: '', password: '', confirmPassword: '' });
  const googleError = useGoogleSignupError();
  const [problem, setProblem] = useState<FormProblem | null>(googleError ? { code: googleError, field: null } : null);
  const [validating, setValidating] = useState(false);
  const captcha = useCaptcha('signup');
  const signup = useSignup();
  const { redirect, isRedirecting } = useRedirectAfterSignup();
  const { refs, focus } = useFieldFocus(signupFields);
  const busy = validating || signup.isPending || isRedirecting;
  // The captcha appears once a password is typed (spec section 4 "Captcha") and then stays.
  const [captchaVisible, setCaptchaVisible] = useState(false);
  const { request: requestCaptcha } = captcha;
  // The captcha's code lives with the captcha it was typed for (useCaptcha): a new image empties it.
  const values = { ...fields, captchaCode: captcha.code };

  useEffect(() => {
    const timer = window.setTimeout(() => void loadEmailCheck(), 0);
    return () => window.clearTimeout(timer);
  }, []);

  const set = (field: keyof typeof values) => (value: string) => {
    if (field === 'captchaCode') {
      captcha.setCode(value);
      return;
    }
    setFields((v) => ({ ...v, [field]: value }));
    if (field === 'password' && value !== '' && !captchaVisible) {
      setCaptchaVisible(true);
      void requestCaptcha();
    }
  };

  /** Shows the problem and moves focus to where it can be fixed (after React re-enabled the form). */
  const fail = (next: FormProblem) => {
    // Without a captcha on screen there is no captcha field: the password brings it up.
    const shown = next.field === 'captchaCode' && !captchaVisible ? { ...next, field: null } : next;
    setProblem(shown);
    focus(shown.field ?? (next.field === 'captchaCode' ? 'password' : null));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setValidating(true);
    const isEmail = await loadEmailCheck().catch(() => () => true);
    setValidating(false);
    const invalid = validateSignup(values, { captchaShown: captcha.captcha !== null, isEmail });
    if (invalid) {
      fail(invalid);
      return;
    }
    setProblem(null);
    signup.mutate(
      {
        ...captcha.answer(),
        name: values.name,
        email: values.email.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
      },
      {
        onSuccess: (me) => redirect(me),
        onError: (cause) => {
          // A new captcha; its input empties with the old one.
          void requestCaptcha();
          if (!isApiError(cause)) {
            fail({ code: 'INTERNAL', field: null });
            return;
          }
          fail({ code: cause.code, field: problemField(cause.fields, signupFields), params: cause.params });
        },
      },
    );
  };

  return { values, set, problem, busy, isRedirecting, captcha, captchaVisible, refs, submit };
}
