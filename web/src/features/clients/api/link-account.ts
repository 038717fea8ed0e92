import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { clientChanged, clientTextsChanged } from './cached-clients';

export interface ClientAccountInput {
  clientId: string;
  /** The account's uuid (not the platform's id). */
  accountId: string;
}

export interface LinkAccountInput extends ClientAccountInput {
  /** The account belongs to another client (this one) and the person confirmed moving it. */
  move?: boolean;
  /** The client it leaves (its page loads again); not sent. */
  fromClientId?: string;
}

/**
 * PUT /api/clients/:id/accounts/:accountId (204): the account belongs to this client. One of another
 * client moves only with `move` (else CLIENT_ACCOUNT_LINKED_ELSEWHERE; CLIENT_ACCOUNT_MOVE_FORBIDDEN without the right).
 */
export function linkAccount({ clientId, accountId, move }: LinkAccountInput): Promise<void> {
  return apiRequest<void>(`/api/clients/${encodeURIComponent(clientId)}/accounts/${encodeURIComponent(accountId)}`, {
    method: 'PUT',
    ...(move ? { body: { move: true } } : {}),
  });
}

export function useLinkAccount(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkAccount,
    onSuccess: (_nothing, { clientId, fromClientId }) => {
      clientChanged(queryClient, companyId, clientId);
      if (fromClientId) clientChanged(queryClient, companyId, fromClientId);
      clientTextsChanged(queryClient, companyId);
    },
  });
}
