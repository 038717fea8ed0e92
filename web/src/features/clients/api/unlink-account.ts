import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientChanged, clientTextsChanged } from './cached-clients';
import type { ClientAccountInput } from './link-account';

/** DELETE /api/clients/:id/accounts/:accountId (204): the account no longer belongs to the client; its notes stay as they are. */
export function unlinkAccount({ clientId, accountId }: ClientAccountInput): Promise<void> {
  return apiRequest<void>(`/api/clients/${encodeURIComponent(clientId)}/accounts/${encodeURIComponent(accountId)}`, { method: 'DELETE' });
}

export function useUnlinkAccount(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkAccount,
    onSuccess: (_nothing, { clientId }) => {
      clientChanged(queryClient, companyId, clientId);
      clientTextsChanged(queryClient, companyId);
    },
  });
}
