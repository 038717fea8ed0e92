import { PublicFormScreen } from '../../features/forms/public/public-form-screen';

export function Component() {
  return <PublicFormScreen />;
}
