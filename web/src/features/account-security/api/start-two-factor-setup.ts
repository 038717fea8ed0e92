import { useMutation } from '@tanstack/react-query';
import type { TwoFactorSetupRequest, TwoFactorSetupResponse } from '../../../../../common/schemas/account';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/account/two-factor/setup: checks the current password and answers a new secret that
 * waits for confirmation (CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_INVALID, PASSWORD_NOT_SET).
 */
export function startTwoFactorSetup(input: TwoFactorSetupRequest): Promise<TwoFactorSetupResponse> {
  return apiRequest<TwoFactorSetupResponse>('/api/account/two-factor/setup', { method: 'POST', body: input });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}
