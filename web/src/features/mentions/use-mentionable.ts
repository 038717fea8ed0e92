import { useQuery } from '@tanstack/react-query';
import type { Person } from '../../../../common/schemas/ad-accounts';
import type { MentionableResponse } from '../../../../common/schemas/notes';
import { apiRequest } from '../../lib/api-client';

/**
 * GET /api/notes/:id/mentionable or /api/checklists/:id/mentionable: who may be mentioned in that
 * conversation (the company's marketeers and admins who may read it), for the "@" suggestions.
 * Kept for a minute; without it the composer simply suggests nobody.
 */
export function useMentionable(kind: 'notes' | 'checklists', id: string | null, companyId: string | null): readonly Person[] {
  const query = useQuery({
    queryKey: ['mentionable', companyId, kind, id],
    queryFn: ({ signal }) => apiRequest<MentionableResponse>(`/api/${kind}/${encodeURIComponent(id ?? '')}/mentionable`, { signal }),
    enabled: id !== null,
    staleTime: 60_000,
  });
  return query.data?.people ?? noPeople;
}

const noPeople: readonly Person[] = [];
