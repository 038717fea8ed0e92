import { Button, Description, FieldError, Label, TextArea, TextField } from '@heroui/react';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noteLimits } from '../../../../../common/ad-account-constants';
import type { NoteViewer } from '../../../../../common/rules/note-live';
import { focusWhenReady } from '../../../lib/focus-when-ready';
import { useErrorText } from '../../../lib/use-error-text';
import { useCreateComment } from '../api/create-comment';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** Writing a reply: Enter is a new line, Ctrl+Enter (⌘+Enter on a Mac) or the button sends it. A failed send keeps the text. */
export function CommentComposer({ noteId, viewer, onSent }: { noteId: string; viewer: NoteViewer; onSent: () => void }) {
  const { t } = useTranslation('notes');
  const errorText = useErrorText();
  const send = useCreateComment(viewer);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    if (send.isPending) return;
    setError(null);
    send.mutate(
      { noteId, content },
      {
        onSuccess: () => {
          setContent('');
          onSent();
          focusWhenReady(() => inputRef.current);
        },
        onError: (cause) => {
          setError(errorText(cause));
          focusWhenReady(() => inputRef.current);
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} data-testid="note-composer" className="flex flex-col gap-2">
      <TextField value={content} onChange={setContent} isInvalid={Boolean(error)} validationBehavior="aria" fullWidth name="content">
        <Label className="sr-only">{t('composer.label')}</Label>
        <TextArea
          ref={inputRef}
          rows={2}
          maxLength={noteLimits.commentMax}
          placeholder={t('composer.placeholder')}
          onKeyDown={onKeyDown}
          variant="secondary"
          fullWidth
          className="min-h-16 resize-y"
        />
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 flex-1">
            <FieldError>{error}</FieldError>
            {error ? null : <Description>{isMac ? t('composer.hintMac') : t('composer.hint')}</Description>}
          </div>
          <Button type="submit" size="sm" variant="primary" isDisabled={send.isPending}>
            <SendHorizontal aria-hidden="true" />
            {send.isPending ? t('composer.sending') : t('composer.send')}
          </Button>
        </div>
      </TextField>
    </form>
  );
}
