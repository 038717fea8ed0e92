import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '../../../../common/schemas/auth';
import { sessionQueryKey } from '../query-client';
import { toast } from '../toast';
import { realtime } from './realtime';

function signedInUserId(queryClient: QueryClient): string | null {
  return queryClient.getQueryData<MeResponse | null>(sessionQueryKey)?.user.id ?? null;
}

/**
 * Keeps the tab's live-update connection open while this user is signed in to the workspace
 * (mounted once, by the workspace layout; unmounting — signing out, leaving for /login — stops
 * it). The retry warnings are the spec's Dutch toasts. A session the server says has ended
 * (close code 4401) is asked for again, so the guards see a sign-out, instead of reconnecting.
 */
export function useRealtimeConnection(userId: string | null): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const latestT = useRef(t);
  useEffect(() => {
    latestT.current = t;
  });

  useEffect(() => {
    if (!userId) return;
    realtime.start({
      userId,
      isSignedIn: () => signedInUserId(queryClient) === userId,
      confirmSession: async () => {
        await queryClient.refetchQueries({ queryKey: sessionQueryKey, exact: true });
        return signedInUserId(queryClient) === userId;
      },
      onNotice: (notice) => {
        if (notice.kind === 'retrying') {
          toast.warning(latestT.current('realtime.retrying', { retry: notice.retry, max: notice.maxRetries }), {
            dedupeKey: `realtime-retry-${notice.retry}`,
          });
        } else {
          toast.danger(latestT.current('realtime.failed', { max: notice.maxRetries }), { dedupeKey: 'realtime-failed' });
        }
      },
    });
    return () => realtime.stop();
  }, [userId, queryClient]);
}
