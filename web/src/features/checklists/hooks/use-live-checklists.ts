import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ChecklistListResponse, ChecklistTemplatesResponse } from '../../../../../common/schemas/checklists';
import { channelName } from '../../../lib/realtime/protocol';
import { useRealtimeChannel } from '../../../lib/realtime/use-realtime-channel';
import { dropChecklist, putItem } from '../api/cached-checklists';
import { checklistDetailKey, checklistListKey, checklistsKey, checklistTemplatesKey } from '../api/keys';
import { isItemWritePending, isOwnDelete } from '../api/pending-writes';
import { asChecklistLiveEvent } from '../checklist-live';
import { reloadQueries } from '../../../lib/reload-queries';

/**
 * While the checklists are shown they follow the company channel: `checklist.item` patches the
 * open checklist's item at once (a colleague's tick appears without a reload) and the list row's
 * progress; `checklist.changed` loads the list and, if it is open, that checklist again (through
 * the fetch gates: at most every 2 s); `checklist.deleted` removes it, and `onGone` closes it when
 * it was open. A reconnect loads everything again (events may have been missed). No polling.
 */
export function useLiveChecklists(companyId: string | null, viewerId: string, onGone: (id: string) => void): void {
  const queryClient = useQueryClient();

  useRealtimeChannel(companyId ? channelName('company', companyId) : null, {
    onEvent: (raw) => {
      const event = asChecklistLiveEvent(raw);
      if (!event) return;
      switch (event.name) {
        case 'checklist.item':
          // The echo of this tab's own change in flight could be older than what is shown.
          if (event.by === viewerId && isItemWritePending(event.item.id)) return;
          putItem(queryClient, companyId, event.item);
          return;
        case 'checklist.changed': {
          // The list it is in is loaded again; one not known yet (new, or newly shared) may be in either.
          const inList = queryClient.getQueryData<ChecklistListResponse>(checklistListKey(companyId))?.checklists.some((c) => c.id === event.id);
          const isTemplate = queryClient.getQueryData<ChecklistTemplatesResponse>(checklistTemplatesKey(companyId))?.templates.some((c) => c.id === event.id);
          if (inList || !isTemplate) void reloadQueries(queryClient, { queryKey: checklistListKey(companyId), exact: true });
          if (isTemplate || !inList) void reloadQueries(queryClient, { queryKey: checklistTemplatesKey(companyId), exact: true });
          void reloadQueries(queryClient, { queryKey: checklistDetailKey(companyId, event.id), exact: true });
          return;
        }
        case 'checklist.deleted':
          dropChecklist(queryClient, companyId, event.id);
          if (!isOwnDelete(event.id)) onGone(event.id);
          return;
      }
    },
    onResync: () => void reloadQueries(queryClient, { queryKey: checklistsKey(companyId) }),
  });

  // Events are not followed while the screen is closed: check the cache the next time.
  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: checklistsKey(companyId), refetchType: 'none' }), [queryClient, companyId]);
}
