import { useMutation } from '@tanstack/react-query';
import type { BackupCodesResponse, TwoFactorEnableRequest } from '../../../../../common/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshSecurity } from './get-security-overview';

/**
 * POST /api/account/two-factor/enable: confirms the pending secret with a code from the app and
 * answers the ten backup codes, shown once (MFA_CODE_INCOMPLETE, MFA_CODE_INVALID, MFA_SETUP_MISSING).
 */
export function enableTwoFactor(input: TwoFactorEnableRequest): Promise<BackupCodesResponse> {
  return apiRequest<BackupCodesResponse>('/api/account/two-factor/enable', { method: 'POST', body: input });
}

export function useEnableTwoFactor() {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: enableTwoFactor, onSuccess: () => refresh() });
}
