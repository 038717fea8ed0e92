import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { asNoteLiveEvent, type NoteViewer } from '../../../../../common/rules/note-live';
import { channelName } from '../../../lib/realtime/protocol';
import { useRealtimeChannel } from '../../../lib/realtime/use-realtime-channel';
import { applyNoteEvent, refreshNote } from '../api/cached-notes';
import { notesKey } from '../api/keys';
import { reloadQueries } from '../../../lib/reload-queries';

/**
 * While notes are shown they follow the company channel (spec section 4) through
 * common/rules/note-live.ts: new, changed and deleted notes, assignments and replies, in every
 * cached list and in the open conversation. `note.changed` loads that note again; a reconnect
 * loads everything again (events may have been missed). No polling. When the notes are no longer
 * shown the cache is marked stale, so it is checked the next time.
 */
export function useLiveNotes(companyId: string | null, viewer: NoteViewer, onNoteGone: (id: string) => void): void {
  const queryClient = useQueryClient();

  useRealtimeChannel(companyId ? channelName('company', companyId) : null, {
    onEvent: (raw) => {
      const event = asNoteLiveEvent(raw);
      if (!event) return;
      const applied = applyNoteEvent(queryClient, event, viewer);
      for (const id of applied.fetch) void refreshNote(queryClient, id, viewer);
      if (applied.deleted && event.name === 'note.deleted') onNoteGone(event.id);
    },
    onResync: () => void reloadQueries(queryClient, { queryKey: notesKey }),
  });

  useEffect(() => () => void queryClient.invalidateQueries({ queryKey: notesKey, refetchType: 'none' }), [queryClient]);
}
