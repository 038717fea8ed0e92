import { Button } from '@heroui/react';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '../../../../../common/schemas/auth';
import { FormAlert } from '../../../components/ui/form-alert';
import { useOnboardingWizard } from '../hooks/use-onboarding-wizard';
import type { OnboardingField, OnboardingProblem } from '../onboarding-request';
import { CompanyStep } from './company-step';
import { ProfileStep } from './profile-step';
import { StepIndicator } from './step-indicator';

function useProblemText() {
  const { t } = useTranslation('errors');
  return (problem: OnboardingProblem) => (problem.code === 'INTERNAL' ? t('generic') : t(`codes.${problem.code}`, problem.params ?? {}));
}

/** /onboarding's card: step 1 'Profiel', step 2 'Bedrijf', then the workspace. */
export function OnboardingWizard({ me }: { me: MeResponse }) {
  const { t } = useTranslation('onboarding');
  const wizard = useOnboardingWizard(me);
  const text = useProblemText();
  const { step, draft, problem } = wizard;
  const { headingRef, nameRef, companyNameRef, choiceRef, submitRef } = wizard.refs;
  const errorOf = (field: OnboardingField) => (problem?.field === field ? text(problem) : null);
  const formError = problem && problem.field === null ? text(problem) : null;
  const heading = step === 1 ? t('profile.heading') : t('company.heading');
  const noInvitations = wizard.invitations.data?.length === 0;
  const companyIntro = me.memberships.length > 0 ? t('company.memberIntro') : noInvitations ? t('company.createIntro') : t('company.intro');
  const intro = step === 1 ? t('profile.intro') : companyIntro;

  return (
    <section aria-labelledby="onboarding-title" className="w-full max-w-lg rounded-2xl bg-surface p-6 shadow-sm sm:p-8">
      <h1 id="onboarding-title" className="text-2xl font-semibold text-foreground">
        {t('title')}
      </h1>
      <p className="mt-1 text-sm text-muted">{t('subtitle')}</p>
      <div className="mt-5">
        <StepIndicator current={step} />
      </div>

      <form
        noValidate
        aria-labelledby="onboarding-step-heading"
        onSubmit={step === 1 ? wizard.submitProfile : wizard.submitCompany}
        className="mt-6 flex flex-col gap-5"
      >
        <div className="flex flex-col gap-1">
          <h2 id="onboarding-step-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-foreground outline-none">
            {heading}
          </h2>
          <p className="text-sm text-muted">{intro}</p>
        </div>

        {step === 1 ? (
          <ProfileStep
            user={me.user}
            name={draft.name}
            avatarColor={draft.avatarColor}
            onNameChange={wizard.set('name')}
            onAvatarColorChange={wizard.set('avatarColor')}
            nameError={errorOf('name')}
            colorError={errorOf('avatarColor')}
            nameRef={nameRef}
          />
        ) : (
          <CompanyStep
            memberships={me.memberships}
            emailVerified={me.user.emailVerified}
            invitations={wizard.invitations}
            choice={wizard.choice}
            onChoiceChange={wizard.set('choice')}
            companyName={draft.companyName}
            onCompanyNameChange={wizard.set('companyName')}
            choiceError={errorOf('companyChoice')}
            companyNameError={errorOf('companyName')}
            companyNameRef={companyNameRef}
            choiceRef={choiceRef}
          />
        )}

        <FormAlert message={formError} />

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          {step === 2 ? (
            <Button variant="secondary" onPress={wizard.back} isDisabled={wizard.busy} className="w-full sm:w-auto">
              <ArrowLeft aria-hidden="true" className="size-4" />
              {t('back')}
            </Button>
          ) : (
            <span aria-hidden="true" />
          )}
          <Button ref={submitRef} type="submit" variant="primary" isDisabled={wizard.busy} className="w-full sm:w-auto sm:min-w-40">
            {step === 1 ? t('next') : wizard.busy ? t('busy') : t('finish')}
          </Button>
        </div>
        <p role="status" className="sr-only">
          {wizard.isRedirecting ? t('done') : ''}
        </p>
      </form>
    </section>
  );
}
