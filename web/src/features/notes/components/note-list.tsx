import { MessageSquareText, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Note } from '../../../../../common/schemas/notes';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListSkeleton } from '../../../components/ui/list-skeleton';
import { LoadMoreFooter } from '../../../components/ui/load-more-footer';
import { LoadError } from '../../../components/ui/load-error';
import type { useNoteList } from '../api/get-notes';
import { NoteCard } from './note-card';

interface NoteListProps {
  list: ReturnType<typeof useNoteList>;
  notes: readonly Note[];
  isFiltered: boolean;
  openId: string | null;
  showAccount: boolean;
  now: Date;
  onOpen: (note: Note) => void;
}

/** The notes, newest activity first, 50 at a time ('Meer laden', or on its own when scrolled to the end). */
export function NoteList({ list, notes, isFiltered, openId, showAccount, now, onOpen }: NoteListProps) {
  const { t } = useTranslation('notes');

  if (list.isPending) return <ListSkeleton rows={4} />;
  if (list.isError && notes.length === 0) {
    return <LoadError message={t('list.loadFailed')} error={list.error} onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  }
  if (notes.length === 0) {
    return isFiltered ? (
      <EmptyState icon={SearchX} title={t('list.emptyFiltered')} description={t('list.emptyFilteredBody')} />
    ) : (
      <EmptyState icon={MessageSquareText} title={t('list.empty')} description={t('list.emptyBody')} />
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <ul aria-label={t('list.label')} className="flex flex-col gap-2">
        {notes.map((note) => (
          <NoteCard key={note.id} note={note} now={now} isOpen={note.id === openId} showAccount={showAccount} onOpen={onOpen} />
        ))}
      </ul>
      <LoadMoreFooter
        pages={list}
        count={notes.length}
        labels={{ loadMore: t('list.loadMore'), loadingMore: t('list.loadingMore'), end: t('list.end') }}
        className="py-1"
      />
    </div>
  );
}
