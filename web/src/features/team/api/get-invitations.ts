import { useQuery } from '@tanstack/react-query';
import type { CompanyInvitation, CompanyInvitationsResponse } from '../../../../../common/schemas/onboarding';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/company/invitations (admins): the active company's open invitations, newest first. */
export async function getCompanyInvitations(signal?: AbortSignal): Promise<CompanyInvitation[]> {
  const response = await apiRequest<CompanyInvitationsResponse>('/api/company/invitations', signal ? { signal } : {});
  return response.invitations;
}

export function companyInvitationsQueryKey(companyId: string | null) {
  return ['company', companyId, 'invitations'] as const;
}

export function useCompanyInvitations(companyId: string | null) {
  return useQuery({
    queryKey: companyInvitationsQueryKey(companyId),
    queryFn: ({ signal }) => getCompanyInvitations(signal),
    enabled: companyId !== null,
  });
}
