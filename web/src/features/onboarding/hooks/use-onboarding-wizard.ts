import { type FormEvent, useRef, useState } from 'react';
import type { MeResponse } from '../../../../../common/schemas/auth';
import { isApiError } from '../../../lib/api-client';
import { usePostLoginRedirect } from '../../auth/hooks/use-post-login-redirect';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { useOnboardingState } from '../api/get-onboarding-state';
import { focusWhenReady } from '../../../lib/focus-when-ready';
import {
  buildCompleteRequest,
  type CompanyChoice,
  type OnboardingDraft,
  type OnboardingField,
  type OnboardingProblem,
  problemFromServer,
  stepOf,
  validateProfile,
} from '../onboarding-request';

/**
 * The two onboarding steps: their draft (kept when going back and forth), the problem on
 * screen, focus, and finishing with POST /api/onboarding/complete and the post-login redirect.
 */
export function useOnboardingWizard(me: MeResponse) {
  const hasMemberships = me.memberships.length > 0;
  const [step, setStep] = useState<1 | 2>(1);
  const [draft, setDraft] = useState<OnboardingDraft>({
    name: me.user.name,
    avatarColor: me.user.avatarColor,
    choice: hasMemberships ? { action: 'keep' } : null,
    companyName: '',
  });
  const [problem, setProblem] = useState<OnboardingProblem | null>(null);
  const invitations = useOnboardingState(!hasMemberships);
  const complete = useCompleteOnboarding();
  const { redirectAfterLogin, isRedirecting } = usePostLoginRedirect();
  const busy = complete.isPending || isRedirecting;

  const headingRef = useRef<HTMLHeadingElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const companyNameRef = useRef<HTMLInputElement>(null);
  const choiceRef = useRef<HTMLDivElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  // Without invitations the only way is a new company.
  const invitationList = invitations.data?.invitations;
  const choice: CompanyChoice = draft.choice ?? (!hasMemberships && invitationList?.length === 0 ? { action: 'create' } : null);

  const focusField = (field: OnboardingField | null) =>
    focusWhenReady(() => {
      if (field === 'name') return nameRef.current;
      if (field === 'companyName') return companyNameRef.current;
      if (field === 'companyChoice') return choiceRef.current?.querySelector('input');
      if (field === 'avatarColor') return headingRef.current;
      return submitRef.current;
    });

  const goTo = (next: 1 | 2) => {
    setStep(next);
    focusWhenReady(() => headingRef.current);
  };

  const fail = (next: OnboardingProblem) => {
    setProblem(next);
    if (stepOf(next.field) !== step) setStep(stepOf(next.field));
    focusField(next.field);
  };

  const set =
    <K extends keyof OnboardingDraft>(key: K) =>
    (value: OnboardingDraft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  const submitProfile = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateProfile(draft);
    if (invalid) {
      fail(invalid);
      return;
    }
    setProblem(null);
    goTo(2);
  };

  const back = () => {
    setProblem(null);
    goTo(1);
  };

  const submitCompany = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const built = buildCompleteRequest({ ...draft, choice });
    if ('problem' in built) {
      fail(built.problem);
      return;
    }
    setProblem(null);
    complete.mutate(built.request, {
      onSuccess: (next) => redirectAfterLogin(next),
      onError: (cause) => {
        const next = isApiError(cause) ? problemFromServer(cause.code, cause.fields, cause.params) : problemFromServer('INTERNAL', undefined);
        if (next.code === 'INVITATION_INVALID' || next.code === 'EMAIL_UNVERIFIED') {
          setDraft((d) => ({ ...d, choice: null }));
          void invitations.refetch();
        }
        fail(next);
      },
    });
  };

  return {
    step,
    draft,
    choice,
    set,
    problem,
    busy,
    isRedirecting,
    invitations: {
      data: invitationList,
      isPending: invitations.isPending && !hasMemberships,
      isError: invitations.isError,
      retry: () => void invitations.refetch(),
    },
    refs: { headingRef, nameRef, companyNameRef, choiceRef, submitRef },
    submitProfile,
    submitCompany,
    back,
  };
}
