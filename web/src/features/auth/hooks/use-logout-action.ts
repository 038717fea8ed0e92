import { useLogout } from '../api/logout';

/**
 * The 'Uitloggen' button's action. Signing out always completes on this device; when the server
 * could not be told, `useLogout` says so in a toast (shown from the mutation itself, because the
 * button unmounts as the app leaves for /login).
 */
export function useLogoutAction() {
  const mutation = useLogout();
  const logout = () => {
    if (mutation.isPending) return;
    mutation.mutate();
  };
  return { logout, isLoggingOut: mutation.isPending };
}
