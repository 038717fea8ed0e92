import { useQuery } from '@tanstack/react-query';
import type { CompanyMember, CompanyMembersResponse } from '../../../../../common/schemas/company';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/company/members: the active company's members (marketeer and admin users only). */
export async function getCompanyMembers(signal?: AbortSignal): Promise<CompanyMember[]> {
  const response = await apiRequest<CompanyMembersResponse>('/api/company/members', signal ? { signal } : {});
  return response.members;
}

export function companyMembersQueryKey(companyId: string | null) {
  return ['company', companyId, 'members'] as const;
}

export function useCompanyMembers({ companyId, enabled }: { companyId: string | null; enabled: boolean }) {
  return useQuery({
    queryKey: companyMembersQueryKey(companyId),
    queryFn: ({ signal }) => getCompanyMembers(signal),
    enabled: enabled && companyId !== null,
    staleTime: 5 * 60_000,
  });
}
