import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import type { Note } from '../../../../../common/schemas/notes';
import { PeopleSelect, type PersonOption } from '../../../components/ui/people-select';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useSetNoteAssignments } from '../api/set-note-assignments';

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** Who is assigned to the note: chosen in a multi-select, saved once when the list closes (nobody: the creator). */
export function NoteAssignees({ note, viewer, colleagues }: { note: Note; viewer: NoteViewer; colleagues: readonly PersonOption[] }) {
  const { t } = useTranslation('notes');
  const errorText = useErrorText();
  const save = useSetNoteAssignments(viewer);
  const [draft, setDraft] = useState<string[] | null>(null);
  const current = note.assignments.map((a) => a.userId);
  const value = draft ?? (save.isPending ? save.variables.userIds : current);
  // An assignee who is no longer a colleague still shows (and can be removed).
  const people = [...colleagues, ...note.assignments.map((a) => a.user).filter((user) => !colleagues.some((c) => c.id === user.id))];

  const onOpenChange = (open: boolean) => {
    if (open) return;
    const next = draft;
    setDraft(null);
    if (next === null || sameSet(next, current)) return;
    save.mutate(
      { id: note.id, userIds: next },
      {
        onSuccess: () => toast.success(t('assignees.saved')),
        onError: (error) => toast.danger(t('assignees.failed'), { description: errorText(error) }),
      },
    );
  };

  return (
    <div data-testid="note-assignees">
      <PeopleSelect
        label={t('assignees.label')}
        people={people}
        value={value}
        onChange={setDraft}
        onOpenChange={onOpenChange}
        placeholder={t('form.assigneesPlaceholder')}
        description={t('assignees.hint')}
        isDisabled={save.isPending}
      />
    </div>
  );
}
