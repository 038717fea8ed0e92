import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmailConfirmationResendResponse } from '../../../../../common/schemas/auth';
import { apiRequest, isApiError } from '../../../lib/api-client';
import { meQueryKey } from '../../auth/api/get-me';

/**
 * POST /api/auth/email-confirmation/resend (signed in): another mail "Bevestig je e-mailadres" to
 * the account's address. EMAIL_ALREADY_VERIFIED once it is proven; RATE_LIMITED after 3 an hour.
 */
export function resendEmailConfirmation(): Promise<EmailConfirmationResendResponse> {
  return apiRequest<EmailConfirmationResendResponse>('/api/auth/email-confirmation/resend', { method: 'POST' });
}

export function useResendEmailConfirmation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmailConfirmation,
    // Proven meanwhile (the link was used elsewhere): the session catches up and the notice goes.
    onError: (error) => {
      if (isApiError(error) && error.code === 'EMAIL_ALREADY_VERIFIED') void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
