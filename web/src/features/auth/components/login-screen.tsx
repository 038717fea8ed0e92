import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AuthShell } from './auth-shell';
import { LoginForm } from './login-form';

/**
 * /login. A signed-in user who opens it sees the form too: spec section 2 makes no automatic
 * redirect happen on /login.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.pageTitle'));
  return (
    <AuthShell>
      <LoginForm />
    </AuthShell>
  );
}
