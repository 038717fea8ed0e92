import { Switch } from '@heroui/react';
import { Lock } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { creativeTextLimits } from '../../../../../common/creative-constants';
import type { Person } from '../../../../../common/schemas/ad-accounts';
import { CommentComposer, type CommentComposerText } from '../../../components/ui/comment-composer';
import type { ReviewSide } from './review-side';

/** What the review does with a written comment: its text (with mention tokens), whether it is internal, and what to do after. */
export type SendReviewComment = (body: string, internal: boolean, callbacks: { onSuccess: () => void; onError: (cause: unknown) => void }) => void;

interface CommentFormProps {
  /** A new thread (general or on a drawn shape) may be internal; a reply follows its thread. */
  kind: 'thread' | 'reply';
  side: ReviewSide;
  /** The texts of this composer, e.g. `comments.composer.*`. */
  texts: 'composer' | 'replyComposer' | 'draft';
  /** The number of the drawn shape (the draft's texts name it). */
  number?: number;
  people: readonly Person[];
  /** The client's portal users among `people`: not offered while the comment is internal (the client never sees it). */
  clientUserIds?: ReadonlySet<string>;
  viewerId: string;
  onSend: SendReviewComment;
  isSending: boolean;
  testId: string;
}

/**
 * The composer of the review's comments (Ctrl/⌘+Enter sends, "@" mentions colleagues and the
 * client's portal users for the team) with, for the team's new threads, the "Intern" switch: an internal comment is never shown
 * to the client.
 */
export function CommentForm({ kind, side, texts, number, people, clientUserIds, viewerId, onSend, isSending, testId }: CommentFormProps) {
  const { t } = useTranslation('creatives');
  const [internal, setInternal] = useState(false);
  const mayBeInternal = side === 'team' && kind === 'thread';
  const text = (name: CommentComposerText) => t(`comments.${texts}.${name}`, { number });
  const offered = useMemo(
    () => (mayBeInternal && internal && clientUserIds ? people.filter((person) => !clientUserIds.has(person.id)) : people),
    [mayBeInternal, internal, clientUserIds, people],
  );
  return (
    <div className="flex flex-col gap-2">
      <CommentComposer
        onSend={(body, callbacks) => onSend(body, mayBeInternal && internal, callbacks)}
        isSending={isSending}
        maxLength={creativeTextLimits.comment}
        text={text}
        people={offered}
        {...(clientUserIds && offered.some((person) => clientUserIds.has(person.id)) ? { mentionHint: t('comments.mentionHintClient') } : {})}
        viewerId={viewerId}
        testId={testId}
      />
      {mayBeInternal ? (
        <Switch isSelected={internal} onChange={setInternal} size="sm" data-testid={`${testId}-internal`}>
          <Switch.Content className="flex items-center gap-2">
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <span className="inline-flex items-center gap-1 text-sm text-foreground">
              <Lock aria-hidden="true" className="size-3.5" />
              {t('comments.internalToggle')}
            </span>
          </Switch.Content>
        </Switch>
      ) : null}
    </div>
  );
}
