import type { QueryClient } from '@tanstack/react-query';
import type { BrandingResponse } from '../../../../../common/schemas/clients';

export const brandingQueryKey = (companyId: string | null) => ['company-branding', companyId] as const;

/**
 * After a change: the answer is the new branding; the client portal's own reads (its header, the
 * team's "Bekijk als klant") live under the 'portal' key and are read again.
 */
export async function applyBranding(queryClient: QueryClient, companyId: string | null, answer: BrandingResponse): Promise<void> {
  queryClient.setQueryData(brandingQueryKey(companyId), answer);
  await queryClient.invalidateQueries({ queryKey: ['portal'] });
}
