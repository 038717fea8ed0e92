/**
 * The creatives API (issue 36) for /creatives and the portal's Creatives (the same routes: the
 * server answers a client user only what was shared with their clients): the list, one creative,
 * its comments per version, and every action. Everything lives under `['creatives', companyId]`,
 * so a live "something changed" reloads it all (use-live-creatives.ts). The team's "Bekijk als
 * klant" reads one client's view through its own routes, cached under the portal preview's key.
 */
import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type {
  AdPlacementsResponse,
  CreativeMentionableResponse,
  AddCommentBody,
  AddVersionBody,
  CreateCreativeBody,
  CreativeComment,
  CreativeCommentsResponse,
  CreativeDetail,
  CreativeDetailResponse,
  CreativeListResponse,
  CreativeStatus,
  DecideBody,
  SendToReviewResponse,
  UpdateCommentBody,
  UpdateCreativeBody,
} from '../../../../../common/schemas/creatives';
import type { FormListResponse, SubmissionListResponse } from '../../../../../common/schemas/forms';
import { portalKeys } from '../../client-portal/api/keys';

export interface CreativeListFilters {
  q: string;
  clientId: string | null;
  status: CreativeStatus | null;
  due: 'overdue' | 'week' | 'none' | null;
  marketeer: string | null;
}

/**
 * Whose view of the creatives is read: the signed-in reader's own — their active company's id
 * (/api/creatives…: everything of the company for the team, what was shared with them for a portal
 * user) — or, for the team's "Bekijk als klant", what one client's portal users see
 * (`{ previewOf: clientId }`: /api/clients/:clientId/portal-preview/creatives…, read-only).
 */
export type CreativeReader = string | { previewOf: string };

/** The active company of a reader (null in the preview: it changes nothing). */
export const companyOfReader = (reader: CreativeReader | null): string | null => (typeof reader === 'string' ? reader : null);

export const creativesKey = (companyId: string | null) => ['creatives', companyId] as const;
export const creativeListsKey = (companyId: string | null) => ['creatives', companyId, 'list'] as const;
export const creativeDetailKey = (companyId: string | null, id: string) => ['creatives', companyId, 'detail', id] as const;

/** The query string of a list request. */
export function creativeListSearch(filters: CreativeListFilters, cursor: string | null): string {
  const search = new URLSearchParams();
  const q = filters.q.trim();
  if (q) search.set('q', q);
  if (filters.clientId) search.set('clientId', filters.clientId);
  if (filters.status) search.set('status', filters.status);
  if (filters.due) search.set('due', filters.due);
  if (filters.marketeer) search.set('marketeer', filters.marketeer);
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

const path = (id: string, rest = '') => `/api/creatives/${encodeURIComponent(id)}${rest}`;

/**
 * Where a reader's creatives are read and cached: the reader's own under `['creatives', companyId]`;
 * the preview's under the portal preview's key (`['portal', 'preview', clientId, 'creatives']`),
 * apart from the team's own cache, always read afresh (it shows what the client sees right now).
 */
function placeOf(reader: CreativeReader | null) {
  if (reader === null || typeof reader === 'string') {
    return { key: creativesKey(reader), url: (rest: string) => `/api/creatives${rest}`, staleTime: undefined, clientFilter: true };
  }
  const base = `/api/clients/${encodeURIComponent(reader.previewOf)}/portal-preview/creatives`;
  // The preview's client is its path's.
  return { key: [...portalKeys.preview(reader.previewOf), 'creatives'] as const, url: (rest: string) => `${base}${rest}`, staleTime: 0, clientFilter: false };
}

export function useCreativeList(reader: CreativeReader | null, filters: CreativeListFilters) {
  const place = placeOf(reader);
  const sent = place.clientFilter ? filters : { ...filters, clientId: null };
  return useInfiniteQuery({
    queryKey: [...place.key, 'list', filters],
    queryFn: ({ pageParam, signal }) => apiRequest<CreativeListResponse>(place.url(`?${creativeListSearch(sent, pageParam)}`), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: reader !== null,
    placeholderData: keepPreviousData,
    staleTime: place.staleTime,
  });
}

export function creativeDetailQueryOptions(reader: CreativeReader | null, id: string) {
  const place = placeOf(reader);
  return queryOptions({
    queryKey: [...place.key, 'detail', id],
    queryFn: async ({ signal }) => (await apiRequest<CreativeDetailResponse>(place.url(`/${encodeURIComponent(id)}`), { signal })).creative,
    staleTime: place.staleTime ?? 10_000,
  });
}

export function useCreativeDetail(reader: CreativeReader | null, id: string | null) {
  return useQuery({ ...creativeDetailQueryOptions(reader, id ?? ''), enabled: id !== null && reader !== null });
}

/** One version's comments (and the threads still open from the version before); also read ahead to find a linked comment's version. */
export function creativeCommentsQueryOptions(reader: CreativeReader | null, id: string, version: number) {
  const place = placeOf(reader);
  return queryOptions({
    queryKey: [...place.key, 'comments', id, version],
    queryFn: ({ signal }) => apiRequest<CreativeCommentsResponse>(place.url(`/${encodeURIComponent(id)}/versions/${version}/comments`), { signal }),
    staleTime: place.staleTime,
  });
}

export function useCreativeComments(reader: CreativeReader | null, id: string | null, version: number | null) {
  return useQuery({
    ...creativeCommentsQueryOptions(reader, id ?? '', version ?? 0),
    enabled: id !== null && version !== null && reader !== null,
    placeholderData: keepPreviousData,
  });
}

/** After a change of a creative: its cached copy is replaced and every list is read again. */
function useCreativeMutation<I>(companyId: string | null, call: (input: I) => Promise<CreativeDetail | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (creative) => {
      if (creative) queryClient.setQueryData(creativeDetailKey(companyId, creative.id), creative);
      void queryClient.invalidateQueries({ queryKey: creativeListsKey(companyId) });
    },
  });
}

const creativeOf = async (request: Promise<CreativeDetailResponse>) => (await request).creative;

export const useCreateCreative = (companyId: string | null) =>
  useCreativeMutation(companyId, (input: CreateCreativeBody) => creativeOf(apiRequest('/api/creatives', { method: 'POST', body: input })));

export const useUpdateCreative = (companyId: string | null) =>
  useCreativeMutation(companyId, ({ id, ...body }: UpdateCreativeBody & { id: string }) => creativeOf(apiRequest(path(id), { method: 'PATCH', body })));

export const useAddVersion = (companyId: string | null) =>
  useCreativeMutation(companyId, ({ id, ...body }: AddVersionBody & { id: string }) => creativeOf(apiRequest(path(id, '/versions'), { method: 'POST', body })));

export const useSendCreativeToReview = (companyId: string | null) =>
  useCreativeMutation(companyId, (id: string) => creativeOf(apiRequest(path(id, '/review'), { method: 'POST' })));

export const useDecideCreative = (companyId: string | null) =>
  useCreativeMutation(companyId, ({ id, ...body }: DecideBody & { id: string }) => creativeOf(apiRequest(path(id, '/decisions'), { method: 'POST', body })));

export const useCreativeLive = (companyId: string | null) =>
  useCreativeMutation(companyId, (id: string) => creativeOf(apiRequest(path(id, '/live'), { method: 'POST' })));

export const useDeleteCreative = (companyId: string | null) =>
  useCreativeMutation(companyId, async (id: string) => {
    await apiRequest(path(id), { method: 'DELETE' });
    return null;
  });

/** "Naar review sturen" for the selected creatives: the server says which went and which could not. */
export function useBulkReview(companyId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => apiRequest<SendToReviewResponse>('/api/creatives/review', { method: 'POST', body: { ids } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: creativesKey(companyId) }),
  });
}

/** Comments change the version's thread and the creative's counts: both are read again. */
function useCommentMutation<I>(companyId: string | null, creativeId: string, call: (input: I) => Promise<CreativeComment | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['creatives', companyId, 'comments', creativeId] });
      void queryClient.invalidateQueries({ queryKey: creativeListsKey(companyId) });
    },
  });
}

export const useAddComment = (companyId: string | null, creativeId: string) =>
  useCommentMutation(
    companyId,
    creativeId,
    async (body: AddCommentBody) => (await apiRequest<{ comment: CreativeComment }>(path(creativeId, '/comments'), { method: 'POST', body })).comment,
  );

export const useUpdateComment = (companyId: string | null, creativeId: string) =>
  useCommentMutation(
    companyId,
    creativeId,
    async ({ commentId, ...body }: UpdateCommentBody & { commentId: string }) =>
      (await apiRequest<{ comment: CreativeComment }>(path(creativeId, `/comments/${encodeURIComponent(commentId)}`), { method: 'PATCH', body })).comment,
  );

export const useDeleteComment = (companyId: string | null, creativeId: string) =>
  useCommentMutation(companyId, creativeId, async (commentId: string) => {
    await apiRequest(path(creativeId, `/comments/${encodeURIComponent(commentId)}`), { method: 'DELETE' });
    return null;
  });

export function useSendReviewLinks(creativeId: string) {
  return useMutation({
    mutationFn: (contactIds: string[]) => apiRequest<{ sent: number }>(path(creativeId, '/review-links'), { method: 'POST', body: { contactIds } }),
  });
}

/** Who the team may @mention in a creative's comments (nobody for a client user). */
export function useCreativeMentionable(companyId: string | null, id: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['creatives', companyId, 'mentionable', id],
    queryFn: ({ signal }) => apiRequest<CreativeMentionableResponse>(path(id!, '/mentionable'), { signal }),
    enabled: enabled && id !== null && companyId !== null,
    staleTime: 60_000,
  });
}

/** The safe zones the server draws in the ad preview (its CREATIVE_SAFE_ZONES setting); they do not change while it runs. */
export function useAdPlacements() {
  return useQuery({
    queryKey: ['creatives', 'ad-placements'],
    queryFn: ({ signal }) => apiRequest<AdPlacementsResponse>('/api/creatives/ad-placements', { signal }),
    staleTime: Infinity,
  });
}

export const creativeClientSettingsKey = (companyId: string | null, clientId: string) => ['creatives', companyId, 'client-settings', clientId] as const;

/** Whether the client's contacts may decide from an e-mail link (the team's setting per client). */
export function useCreativeClientSettings(companyId: string | null, clientId: string, enabled: boolean) {
  return useQuery({
    queryKey: creativeClientSettingsKey(companyId, clientId),
    queryFn: ({ signal }) => apiRequest<{ emailDecisions: boolean }>(`/api/creatives/client-settings/${encodeURIComponent(clientId)}`, { signal }),
    enabled: enabled && companyId !== null,
  });
}

/** "Klant mag via e-maillink beslissen": stored for the client; its creatives (which carry the setting) are read again. */
export function useSetCreativeClientSettings(companyId: string | null, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailDecisions: boolean) =>
      apiRequest<{ emailDecisions: boolean }>(`/api/creatives/client-settings/${encodeURIComponent(clientId)}`, { method: 'PUT', body: { emailDecisions } }),
    onSuccess: (settings) => {
      queryClient.setQueryData(creativeClientSettingsKey(companyId, clientId), settings);
      void queryClient.invalidateQueries({ queryKey: ['creatives', companyId, 'detail'] });
    },
  });
}

/** A submitted ad brief of a client, as "Koppel een briefing" offers it. */
export interface ClientAdBrief {
  submissionId: string;
  formTitle: string;
  submittedAt: string;
}

/**
 * The client's submitted ad briefs, newest first. There is no API for "a client's ad briefs": this
 * reads the company's forms (first page), keeps the ad briefs, and reads each one's submissions
 * (first page) for this client. Enough for the forms an agency keeps; a dedicated route would be better.
 */
export function useClientAdBriefs(companyId: string | null, clientId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['creatives', companyId, 'ad-briefs', clientId],
    enabled: enabled && companyId !== null,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<ClientAdBrief[]> => {
      const { forms } = await apiRequest<FormListResponse>('/api/forms', { signal });
      const briefs = forms.filter((form) => form.kind === 'ad_brief' && form.submissionCount > 0);
      const pages = await Promise.all(
        briefs.map(async (form) => {
          const { submissions } = await apiRequest<SubmissionListResponse>(`/api/forms/${encodeURIComponent(form.id)}/submissions`, { signal });
          return submissions
            .filter((submission) => submission.client?.id === clientId)
            .map((submission) => ({ submissionId: submission.id, formTitle: form.title, submittedAt: submission.submittedAt }));
        }),
      );
      return pages.flat().sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
    },
  });
}
