import { Button, Description, FieldError, Label, TextArea, TextField } from '@heroui/react';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { focusWhenReady } from '../../lib/focus-when-ready';
import { useErrorText } from '../../lib/use-error-text';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** What the feature does with a comment: its mutation's mutate, given the text and what to do after. */
export type SendComment = (content: string, callbacks: { onSuccess: () => void; onError: (cause: unknown) => void }) => void;

/** The composer's texts; each feature keeps them in its own namespace under these names. */
export type CommentComposerText = 'label' | 'placeholder' | 'hint' | 'hintMac' | 'send' | 'sending';

interface CommentComposerProps {
  onSend: SendComment;
  isSending: boolean;
  maxLength: number;
  /** The feature's text of each name, e.g. (name) => t(`composer.${name}`). */
  text: (name: CommentComposerText) => string;
  testId: string;
}

/** Writing a comment: Enter is a new line, Ctrl+Enter (⌘+Enter on a Mac) or the button sends it. A failed send keeps the text. */
export function CommentComposer({ onSend, isSending, maxLength, text, testId }: CommentComposerProps) {
  const errorText = useErrorText();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    if (isSending) return;
    setError(null);
    onSend(content, {
      onSuccess: () => {
        setContent('');
        focusWhenReady(() => inputRef.current);
      },
      onError: (cause) => {
        setError(errorText(cause));
        focusWhenReady(() => inputRef.current);
      },
    });
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
    <form noValidate onSubmit={onSubmit} data-testid={testId} className="flex flex-col gap-2">
      <TextField value={content} onChange={setContent} isInvalid={Boolean(error)} validationBehavior="aria" fullWidth name="content">
        <Label className="sr-only">{text('label')}</Label>
        <TextArea
          ref={inputRef}
          rows={2}
          maxLength={maxLength}
          placeholder={text('placeholder')}
          onKeyDown={onKeyDown}
          variant="secondary"
          fullWidth
          className="min-h-16 resize-y"
        />
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 flex-1">
            <FieldError>{error}</FieldError>
            {error ? null : <Description>{isMac ? text('hintMac') : text('hint')}</Description>}
          </div>
          <Button type="submit" size="sm" variant="primary" isDisabled={isSending}>
            <SendHorizontal aria-hidden="true" />
            {isSending ? text('sending') : text('send')}
          </Button>
        </div>
      </TextField>
    </form>
  );
}
