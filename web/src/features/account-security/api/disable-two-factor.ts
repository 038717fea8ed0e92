import { useMutation } from '@tanstack/react-query';
import type { CurrentPasswordRequest } from '../../../../../common/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshSecurity } from './get-security-overview';

/** POST /api/account/two-factor/disable (204): asks the current password; backup codes end too. */
export function disableTwoFactor(input: CurrentPasswordRequest): Promise<void> {
  return apiRequest<void>('/api/account/two-factor/disable', { method: 'POST', body: input });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => refresh() });
}
