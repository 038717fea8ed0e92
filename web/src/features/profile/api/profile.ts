import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileResponse, UpdateProfileRequest } from '../../../../../common/schemas/profile';
import { apiRequest } from '../../../lib/api-client';
import { meQueryKey } from '../../auth/api/get-me';
import { companyMembersQueryKey } from '../../company/api/get-members';

export const profileQueryKey = ['account', 'profile'] as const;

/** GET /api/account/profile: the signed-in person's name, avatar colour, language and time zone. */
export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => apiRequest<ProfileResponse>('/api/account/profile', signal ? { signal } : {}),
  });
}

/**
 * PATCH /api/account/profile. Afterwards /api/auth/me is read again (the sidebar's name and avatar,
 * and the language i18next follows) and the member lists show the new name.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileRequest) => apiRequest<ProfileResponse>('/api/account/profile', { method: 'PATCH', body: input }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] === companyMembersQueryKey(null)[0] && query.queryKey[2] === 'members' });
    },
  });
}
