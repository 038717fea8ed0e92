import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailConfirmationConfirmRequest } from '../../../../../common/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../auth/api/get-me';

/**
 * POST /api/auth/email-confirmation/confirm (204, no session needed): proves the address of the
 * link's account. EMAIL_CONFIRMATION_INVALID for an unknown, used or expired link.
 */
export function confirmEmail(input: EmailConfirmationConfirmRequest): Promise<void> {
  return apiRequest<void>('/api/auth/email-confirmation/confirm', { method: 'POST', body: input });
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // When this browser is signed in to that account, the session now says the address is proven.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
