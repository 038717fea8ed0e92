import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { DashboardTodayResponse } from '../../../../../common/schemas/dashboard';
import { apiRequest } from '../../../lib/api-client';
import { useUnreadCount } from '../../inbox/api/get-unread-count';
import { notificationListsKey } from '../../inbox/api/keys';

export function dashboardTodayKey(companyId: string | null) {
  return ['dashboard', companyId, 'today'] as const;
}

/** GET /api/dashboard/today: the "Vandaag" cards of the active company. */
export function getDashboardToday(signal?: AbortSignal): Promise<DashboardTodayResponse> {
  return apiRequest<DashboardTodayResponse>('/api/dashboard/today', signal ? { signal } : {});
}

/** Checklists and alerts change without a notification to me (a round resets, a colleague ticks): looked at again each minute. */
const refetchIntervalMs = 60_000;

/**
 * The cards, loaded once and again whenever my inbox changes (a new note for me, an alert on an
 * account I am assigned to, a deadline reminder): the unread count the workspace layout keeps live
 * moves its version on every such event, so no list or channel of its own is needed here.
 */
export function useDashboardToday(companyId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = dashboardTodayKey(companyId);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => getDashboardToday(signal),
    enabled: companyId !== null,
    refetchInterval: refetchIntervalMs,
  });
  const inboxVersion = useUnreadCount(true).data?.version;
  const seenVersion = useRef(inboxVersion);
  useEffect(() => {
    if (inboxVersion === undefined || seenVersion.current === inboxVersion) return;
    const first = seenVersion.current === undefined;
    seenVersion.current = inboxVersion;
    if (!first) void queryClient.invalidateQueries({ queryKey: dashboardTodayKey(companyId) });
  }, [inboxVersion, companyId, queryClient]);
  return query;
}

/**
 * Opening a note from the dashboard reads its unread notifications, like a click in the inbox; the
 * count follows from the live event, the inbox's lists load again when shown.
 */
export function readFromDashboard(queryClient: ReturnType<typeof useQueryClient>, ids: readonly string[]): void {
  if (ids.length === 0) return;
  void apiRequest('/api/notifications/mark', { method: 'POST', body: { ids, isRead: true } })
    .then(() => queryClient.invalidateQueries({ queryKey: notificationListsKey }))
    .catch(() => undefined);
}
