import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, SwitchCompanyRequest } from '../../../../../common/schemas/auth';
import { apiRequest } from '../../../lib/api-client';
import { useAppStorage } from '../../../lib/app-storage';
import { useMarketeerFilter } from '../../../lib/marketeer-filter';
import { meQueryKey } from './get-me';

/** POST /api/auth/active-company: answers with the session in the new company (403 NOT_A_MEMBER). */
export function switchCompany(input: SwitchCompanyRequest): Promise<MeResponse> {
  return apiRequest<MeResponse>('/api/auth/active-company', { method: 'POST', body: input });
}

export function useSwitchCompany() {
  const queryClient = useQueryClient();
  const setSession = useAppStorage((s) => s.setSession);
  const selectMarketeer = useMarketeerFilter((s) => s.selectMarketeer);
  return useMutation({
    mutationFn: switchCompany,
    onSuccess: async (me) => {
      queryClient.setQueryData(meQueryKey, me);
      setSession(me.user, me.activeCompanyId);
      selectMarketeer(null);
      // Everything else belongs to the previous company.
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    },
  });
}
