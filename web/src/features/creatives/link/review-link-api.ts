/**
 * The e-mail review link's API (issue 36): `/api/review-links/:token` without a session — the
 * token is the proof. Reading the version, commenting on it, and deciding once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AddCommentBody, ReviewDecision, ReviewLinkResponse } from '../../../../../common/schemas/creatives';
import { apiRequest } from '../../../lib/api-client';

const linkKey = (token: string) => ['review-link', token] as const;
const path = (token: string, rest = '') => `/api/review-links/${encodeURIComponent(token)}${rest}`;

export function useReviewLink(token: string) {
  return useQuery({
    queryKey: linkKey(token),
    queryFn: ({ signal }) => apiRequest<ReviewLinkResponse>(path(token), { signal }),
    retry: false,
    // Its file links are signed for an hour: read it again before they run out.
    refetchInterval: 45 * 60_000,
  });
}

export function useReviewLinkComment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddCommentBody) => apiRequest<void>(path(token, '/comments'), { method: 'POST', body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: linkKey(token) }),
  });
}

export function useReviewLinkDecision(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { decision: ReviewDecision; comment?: string }) => apiRequest<void>(path(token, '/decision'), { method: 'POST', body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: linkKey(token) }),
  });
}
