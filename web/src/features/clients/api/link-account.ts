import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientChanged, clientTextsChanged } from './cached-clients';

export interface ClientAccountInput {
  clientId: string;
  /** The account's uuid (not the platform's id). */
  accountId: string;
}

/** PUT /api/clients/:id/accounts/:accountId (204): the account belongs to this client (CLIENT_ACCOUNT_LINKED_ELSEWHERE otherwise). */
export function linkAccount({ clientId, accountId }: ClientAccountInput): Promise<void> {
  return apiRequest<void>(`/api/clients/${encodeURIComponent(clientId)}/accounts/${encodeURIComponent(accountId)}`, { method: 'PUT' });
}

export function useLinkAccount(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkAccount,
    onSuccess: (_nothing, { clientId }) => {
      clientChanged(queryClient, companyId, clientId);
      clientTextsChanged(queryClient, companyId);
    },
  });
}
