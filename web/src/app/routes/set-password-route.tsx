import { SetPasswordScreen } from '../../features/signup/components/set-password-screen';

export function Component() {
  return <SetPasswordScreen />;
}
