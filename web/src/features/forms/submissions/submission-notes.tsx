import { Button, FieldError, Label, TextArea, TextField } from '@heroui/react';
import { Lock, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/ui/avatar';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useTimeText } from '../../../lib/use-time-text';
import type { SubmissionNote } from '../../../../../common/schemas/forms';
import { useAddNote, useDeleteNote } from './api/submissions-api';

const maxNote = 5000;

interface SubmissionNotesProps {
  companyId: string;
  formId: string;
  submissionId: string;
  notes: readonly SubmissionNote[];
  viewerId: string;
  isAdmin: boolean;
}

/** "Interne notities — klanten zien deze nooit": the team's notes on a submission; the author (or an admin) deletes one. */
export function SubmissionNotes({ companyId, formId, submissionId, notes, viewerId, isAdmin }: SubmissionNotesProps) {
  const { t } = useTranslation('forms');
  const time = useTimeText();
  const errorText = useErrorText();
  const add = useAddNote(companyId, formId);
  const remove = useDeleteNote(companyId, formId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending || body.trim() === '') return;
    setError(null);
    add.mutate({ id: submissionId, body: body.trim() }, { onSuccess: () => setBody(''), onError: (cause) => setError(errorText(cause)) });
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-dashed border-warning/60 bg-warning-soft/30 p-3"
      data-testid="submission-notes"
    >
      <h3 id={headingId} className="flex items-center gap-1.5 text-sm font-semibold text-foreground">
        <Lock aria-hidden="true" className="size-3.5" />
        {t('notes.title')}
        <span className="font-normal text-muted">— {t('notes.hint')}</span>
      </h3>
      {notes.length === 0 ? <p className="text-sm text-muted">{t('notes.empty')}</p> : null}
      <ul className="flex flex-col gap-2">
        {notes.map((note) => {
          const author = note.author ? note.author.name || note.author.email : t('notes.unknownAuthor');
          const mayDelete = isAdmin || note.author?.id === viewerId;
          return (
            <li key={note.id} className="flex items-start gap-2 rounded-lg bg-surface p-2.5" data-testid="submission-note">
              {note.author ? <Avatar person={note.author} size="xs" decorative /> : null}
              <div className="min-w-0 flex-1">
                <p className="text-xs text-muted">
                  <span className="font-medium text-foreground">{author}</span> · <time dateTime={note.createdAt}>{time.absolute(note.createdAt)}</time>
                </p>
                <p className="mt-0.5 text-sm break-words whitespace-pre-line text-foreground">{note.body}</p>
              </div>
              {mayDelete ? (
                <Button
                  size="sm"
                  variant="ghost"
                  isIconOnly
                  aria-label={t('notes.deleteLabel', { name: author })}
                  isDisabled={remove.isPending}
                  onPress={() =>
                    remove.mutate(
                      { id: submissionId, noteId: note.id },
                      { onError: (cause) => toast.danger(t('actions.failed'), { description: errorText(cause) }) },
                    )
                  }
                  className="size-8 min-w-8 text-muted hover:text-danger"
                >
                  <Trash2 aria-hidden="true" className="size-3.5" />
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <form noValidate onSubmit={submit} className="flex flex-col gap-2">
        <TextField value={body} onChange={setBody} maxLength={maxNote} isInvalid={Boolean(error)} validationBehavior="aria" fullWidth variant="secondary">
          <Label className="sr-only">{t('notes.label')}</Label>
          <TextArea rows={2} placeholder={t('notes.placeholder')} className="min-w-0" />
          <FieldError>{error}</FieldError>
        </TextField>
        <Button type="submit" size="sm" variant="secondary" className="self-end" isDisabled={add.isPending || body.trim() === ''}>
          {add.isPending ? t('notes.adding') : t('notes.add')}
        </Button>
      </form>
    </section>
  );
}
