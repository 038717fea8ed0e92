import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyMember } from '../../../../../common/schemas/company';
import type { TeamRole } from '../../../../../common/schemas/profile';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../auth/api/get-me';
import { companyMembersQueryKey } from '../../company/api/get-members';

/** PATCH /api/company/members/:userId (admins): admin ↔ marketeer; never the last admin (LAST_ADMIN). */
export function useChangeMemberRole(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: TeamRole }) =>
      apiRequest<CompanyMember>(`/api/company/members/${encodeURIComponent(userId)}`, { method: 'PATCH', body: { role } }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: companyMembersQueryKey(companyId) });
      // An admin who stepped down sees their own role (and the Team tab) change.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

/** DELETE /api/company/members/:userId (admins, 204): their sessions leave the company at once. */
export function useRemoveMember(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => apiRequest<void>(`/api/company/members/${encodeURIComponent(userId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companyMembersQueryKey(companyId) }),
  });
}
