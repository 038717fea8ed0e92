import { useMutation } from '@tanstack/react-query';
import type { BackupCodesResponse, CurrentPasswordRequest } from '../../../../../common/schemas/account';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshSecurity } from './get-security-overview';

/** POST /api/account/two-factor/backup-codes: a new set of ten (the old set stops working). */
export function regenerateBackupCodes(input: CurrentPasswordRequest): Promise<BackupCodesResponse> {
  return apiRequest<BackupCodesResponse>('/api/account/two-factor/backup-codes', { method: 'POST', body: input });
}

export function useRegenerateBackupCodes() {
  const refresh = useRefreshSecurity();
  return useMutation({ mutationFn: regenerateBackupCodes, onSuccess: () => refresh() });
}
