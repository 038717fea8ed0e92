import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useLogout } from '../api/logout';

/** The 'Uitloggen' button's action: logs out, or says in a toast why it could not. */
export function useLogoutAction() {
  const { t } = useTranslation('errors');
  const mutation = useLogout();
  const logout = () => {
    if (mutation.isPending) return;
    mutation.mutate(undefined, {
      onError: (error) => {
        const code = isApiError(error) ? error.code : 'INTERNAL';
        toast.danger(code === 'INTERNAL' ? t('generic') : t(`codes.${code}`));
      },
    });
  };
  return { logout, isLoggingOut: mutation.isPending };
}
