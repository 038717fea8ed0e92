import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from '../../auth/components/auth-shell';
import { SignupForm } from './signup-form';

/**
 * /signup. A signed-in visitor sees the form too: spec section 2 makes no automatic redirect
 * happen on /signup.
 */
export function SignupScreen() {
  const { t } = useTranslation('signup');
  useDocumentTitle(t('pageTitle'));
  return (
    <AuthShell>
      <SignupForm />
    </AuthShell>
  );
}
