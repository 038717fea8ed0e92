import { useTranslation } from 'react-i18next';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import type { Note } from '../../../../../common/schemas/notes';
import { PeopleSelect, type PersonOption } from '../../../components/ui/people-select';
import { usePeopleDraft } from '../../../components/ui/use-people-draft';
import { useSetNoteAssignments } from '../api/set-note-assignments';

/** Who is assigned to the note: chosen in a multi-select, saved once when the list closes (nobody: the creator). */
export function NoteAssignees({ note, viewer, colleagues }: { note: Note; viewer: NoteViewer; colleagues: readonly PersonOption[] }) {
  const { t } = useTranslation('notes');
  const save = useSetNoteAssignments(viewer);
  const draft = usePeopleDraft({
    saved: note.assignments.map((a) => a.userId),
    saving: save.isPending ? save.variables.userIds : undefined,
    save: (userIds, done) => save.mutate({ id: note.id, userIds }, done),
    texts: { saved: t('assignees.saved'), failed: t('assignees.failed') },
  });
  // An assignee who is no longer a colleague still shows (and can be removed).
  const people = [...colleagues, ...note.assignments.map((a) => a.user).filter((user) => !colleagues.some((c) => c.id === user.id))];

  return (
    <div data-testid="note-assignees">
      <PeopleSelect
        label={t('assignees.label')}
        people={people}
        {...draft}
        placeholder={t('form.assigneesPlaceholder')}
        description={t('assignees.hint')}
        isDisabled={save.isPending}
      />
    </div>
  );
}
