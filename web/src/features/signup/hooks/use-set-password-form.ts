import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useAcceptInvitation } from '../api/accept-invitation';
import { forgetInvitationToken } from '../invitation-token';
import { type AccountField, type FormProblem, problemField, validateNameAndPassword } from '../validate-new-account';
import { useFieldFocus } from './use-field-focus';
import { useRedirectAfterSignup } from './use-redirect-after-signup';

const setPasswordFields: readonly AccountField[] = ['name', 'email', 'password', 'confirmPassword'];

/**
 * The set-password form (an invited person creates the account): name (prefilled with the contact's
 * name for a client), password rules and confirmation checked in that order, then POST
 * /api/auth/invitation/accept, then /onboarding (a client: the portal).
 */
export function useSetPasswordForm(token: string, initialName = '') {
  const [values, setValues] = useState({ name: initialName, password: '', confirmPassword: '' });
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const accept = useAcceptInvitation();
  const { redirect, isRedirecting } = useRedirectAfterSignup();
  const { refs, focus } = useFieldFocus(setPasswordFields);
  const busy = accept.isPending || isRedirecting;

  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const fail = (next: FormProblem) => {
    setProblem(next);
    focus(next.field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = validateNameAndPassword(values);
    if (invalid) {
      fail(invalid);
      return;
    }
    setProblem(null);
    accept.mutate(
      { token, ...values },
      {
        onSuccess: (me) => {
          forgetInvitationToken();
          redirect(me);
        },
        onError: (cause) => {
          if (!isApiError(cause)) fail({ code: 'INTERNAL', field: null });
          else fail({ code: cause.code, field: problemField(cause.fields, setPasswordFields), params: cause.params });
        },
      },
    );
  };

  return { values, set, problem, busy, isRedirecting, refs, submit };
}
