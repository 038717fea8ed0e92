import type { QueryClient } from '@tanstack/react-query';
import { applyNoteEventToDetail, type NoteListFilter, type NoteViewer, noteIdOf } from '../../../../../common/rules/note-live';
import type { NoteDetailResponse, NoteLiveEvent } from '../../../../../common/schemas/notes';
import { isApiError } from '../../../lib/api-client';
import { applyEventToPages } from '../note-pages';
import type { NotePages } from './get-notes';
import { noteDetailQueryOptions } from './get-note';
import { noteDetailKey, noteListsKey } from './keys';

export interface AppliedNoteEvent {
  /** Notes to load again and apply as an update (note.changed, a newly assigned note …). */
  fetch: string[];
  /** The open note the event was about is gone. */
  deleted: boolean;
}

/**
 * Applies a note event (live, or this tab's own saved change) to every cached list, each with its
 * own filter, and to the open note's conversation. A list that cannot follow is loaded again.
 */
export function applyNoteEvent(queryClient: QueryClient, event: NoteLiveEvent, viewer: NoteViewer): AppliedNoteEvent {
  const fetch = new Set<string>();
  const detailKey = noteDetailKey(noteIdOf(event));
  const detail = queryClient.getQueryData<NoteDetailResponse>(detailKey);

  // A removed reply the open conversation no longer has was this tab's own: the lists counted it already.
  const countedAlready = event.name === 'note.comment.deleted' && detail !== undefined && !detail.comments.some((c) => c.id === event.commentId);
  if (!countedAlready) {
    for (const [key, data] of queryClient.getQueriesData<NotePages>({ queryKey: noteListsKey })) {
      if (!data) continue;
      const step = applyEventToPages(data, event, viewer, key[2] as NoteListFilter);
      if (step.kind === 'changed') queryClient.setQueryData<NotePages>(key, step.data);
      else if (step.kind === 'reload') void queryClient.invalidateQueries({ queryKey: key, exact: true });
      else if (step.kind === 'fetchNote') fetch.add(step.id);
    }
  }

  let deleted = false;
  if (detail) {
    const step = applyNoteEventToDetail(detail, event);
    if (step.kind === 'changed') queryClient.setQueryData<NoteDetailResponse>(detailKey, step.detail);
    else if (step.kind === 'reload') void queryClient.invalidateQueries({ queryKey: detailKey, exact: true });
    else if (step.kind === 'deleted') {
      deleted = true;
      // Forgotten once nobody shows it any more (removing it while open would load it again, for a 404).
      setTimeout(() => queryClient.removeQueries({ queryKey: detailKey, exact: true, type: 'inactive' }), 0);
    }
  }
  return { fetch: [...fetch], deleted };
}

/** Loads a note again and lets the lists follow it; a note that is gone (404) leaves them. */
export async function refreshNote(queryClient: QueryClient, id: string, viewer: NoteViewer): Promise<void> {
  try {
    const { note } = await queryClient.fetchQuery({ ...noteDetailQueryOptions(id), staleTime: 0 });
    applyNoteEvent(queryClient, { name: 'note.updated', note }, viewer);
  } catch (error) {
    if (isApiError(error) && error.status === 404) applyNoteEvent(queryClient, { name: 'note.deleted', id }, viewer);
  }
}
