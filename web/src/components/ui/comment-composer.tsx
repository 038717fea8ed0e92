import { Button, Description, FieldError } from '@heroui/react';
import { SendHorizontal } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { composeMentions, mentionsStillIn } from '../../../../common/mentions';
import type { Person } from '../../../../common/schemas/ad-accounts';
import { focusWhenReady } from '../../lib/focus-when-ready';
import { useErrorText } from '../../lib/use-error-text';
import { emptyDraft, MentionField, type MentionDraft } from './mention-field';

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
  /** Who may be mentioned with "@" (the API's list for this note or checklist). */
  people: readonly Person[];
  /** What the hint says "@" does, when not "Typ @ om een collega te noemen" (a creative's: also the client). */
  mentionHint?: string;
  viewerId: string;
  testId: string;
}

/**
 * Writing a comment: Enter is a new line, Ctrl+Enter (⌘+Enter on a Mac) or the button sends it;
 * "@" suggests colleagues, who are sent as references (mentions). A failed send keeps the text.
 */
export function CommentComposer({ onSend, isSending, maxLength, text, people, mentionHint, viewerId, testId }: CommentComposerProps) {
  const { t: tm } = useTranslation('mentions');
  const errorText = useErrorText();
  const [draft, setDraft] = useState<MentionDraft>(emptyDraft);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const submit = () => {
    if (isSending) return;
    setError(null);
    onSend(composeMentions(draft.text, mentionsStillIn(draft.text, draft.chosen)), {
      onSuccess: () => {
        setDraft(emptyDraft);
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
      <MentionField
        draft={draft}
        onChange={setDraft}
        people={people}
        viewerId={viewerId}
        label={text('label')}
        placeholder={text('placeholder')}
        maxLength={maxLength}
        isInvalid={Boolean(error)}
        onKeyDown={onKeyDown}
        inputRef={inputRef}
      >
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0 flex-1">
            <FieldError>{error}</FieldError>
            {error ? null : (
              <Description>
                {isMac ? text('hintMac') : text('hint')}
                {people.length > 1 ? ` · ${mentionHint ?? tm('mentionHint')}` : ''}
              </Description>
            )}
          </div>
          <Button type="submit" size="sm" variant="primary" isDisabled={isSending}>
            <SendHorizontal aria-hidden="true" />
            {isSending ? text('sending') : text('send')}
          </Button>
        </div>
      </MentionField>
    </form>
  );
}
