import { SignupScreen } from '../../features/signup/components/signup-screen';

export function Component() {
  return <SignupScreen />;
}
