import { OnboardingScreen } from '../../features/onboarding/components/onboarding-screen';

export function Component() {
  return <OnboardingScreen />;
}
