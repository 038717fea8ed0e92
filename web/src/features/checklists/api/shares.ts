import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChecklistDetail, ChecklistListResponse, ChecklistShare } from '../../../../../common/schemas/checklists';
import { apiRequest } from '../../../lib/api-client';
import { updateDetail } from './cached-checklists';
import { checklistListKey } from './keys';

/**
 * Sharing a checklist with colleagues: POST …/shares (spec defaults: may edit, not admin), PATCH
 * …/shares/:userId ('Mag bewerken', 'Beheerder'), DELETE …/shares/:userId. The open checklist's
 * shares and the list row's avatars follow.
 */
export interface AddShareInput {
  checklistId: string;
  userId: string;
  canEdit?: boolean;
  isAdmin?: boolean;
}

export interface UpdateShareInput {
  checklistId: string;
  userId: string;
  changes: { canEdit?: boolean; isAdmin?: boolean };
}

export interface RemoveShareInput {
  checklistId: string;
  userId: string;
}

const sharesPath = (checklistId: string) => `/api/checklists/${encodeURIComponent(checklistId)}/shares`;

export async function addShare({ checklistId, userId, canEdit = true, isAdmin = false }: AddShareInput): Promise<ChecklistShare> {
  const response = await apiRequest<{ share: ChecklistShare }>(sharesPath(checklistId), { method: 'POST', body: { userId, canEdit, isAdmin } });
  return response.share;
}

export async function updateShare({ checklistId, userId, changes }: UpdateShareInput): Promise<ChecklistShare> {
  const response = await apiRequest<{ share: ChecklistShare }>(`${sharesPath(checklistId)}/${encodeURIComponent(userId)}`, { method: 'PATCH', body: changes });
  return response.share;
}

export function removeShare({ checklistId, userId }: RemoveShareInput): Promise<void> {
  return apiRequest<void>(`${sharesPath(checklistId)}/${encodeURIComponent(userId)}`, { method: 'DELETE' });
}

function withShares(detail: ChecklistDetail, shares: ChecklistShare[]): ChecklistDetail {
  return { ...detail, shares, checklist: { ...detail.checklist, sharedWith: shares.map((s) => s.userId) } };
}

function useSharesCache(companyId: string | null) {
  const queryClient = useQueryClient();
  return (checklistId: string, change: (shares: ChecklistShare[]) => ChecklistShare[]) => {
    const next = updateDetail(queryClient, companyId, checklistId, (detail) => withShares(detail, change(detail.shares)));
    if (!next) return;
    queryClient.setQueryData<ChecklistListResponse>(checklistListKey(companyId), (list) =>
      list ? { ...list, checklists: list.checklists.map((c) => (c.id === checklistId ? { ...c, sharedWith: next.checklist.sharedWith } : c)) } : list,
    );
  };
}

const replaced = (share: ChecklistShare) => (shares: ChecklistShare[]) =>
  shares.some((s) => s.userId === share.userId) ? shares.map((s) => (s.userId === share.userId ? share : s)) : [...shares, share];

export function useAddShare(companyId: string | null) {
  const put = useSharesCache(companyId);
  return useMutation({ mutationFn: addShare, onSuccess: (share, { checklistId }) => put(checklistId, replaced(share)) });
}

export function useUpdateShare(companyId: string | null) {
  const put = useSharesCache(companyId);
  return useMutation({ mutationFn: updateShare, onSuccess: (share, { checklistId }) => put(checklistId, replaced(share)) });
}

export function useRemoveShare(companyId: string | null) {
  const put = useSharesCache(companyId);
  return useMutation({
    mutationFn: removeShare,
    onSuccess: (_nothing, { checklistId, userId }) => put(checklistId, (shares) => shares.filter((s) => s.userId !== userId)),
  });
}
