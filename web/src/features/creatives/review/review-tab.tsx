import { Button } from '@heroui/react';
import { CircleCheck, Info } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewDecision } from '../../../../../common/creative-constants';
import type { CreativeDetail } from '../../../../../common/schemas/creatives';
import { focusWhenReady } from '../../../lib/focus-when-ready';
import { toast } from '../../../lib/toast';
import { companyOfReader, type CreativeReader, useCreativeComments } from '../api/creatives-api';
import { AnnotationToolbar } from '../viewer/annotation-toolbar';
import { MediaView } from '../viewer/media-view';
import type { AnnotationTool, NewAnnotation } from '../viewer/viewer-types';
import { type CommentDraft, CommentsPanel } from './comments-panel';
import { DecisionPanel } from './decision-panel';
import { PreviewNote } from './preview-note';
import type { ReviewSide } from './review-side';
import { annotationsOf, draftAnnotationId, nextNumber, shownAnnotations, threadIdOf, threadsOf, viewerMediaOf } from './review-threads';
import { useLinkedCommentVersion } from './use-linked-comment';
import type { GoToReview } from './use-review-params';

interface ReviewTabPanelProps {
  /** Whose view is read (see CreativeReader): the reader's own, or the client's in "Bekijk als klant". */
  reader: CreativeReader;
  creative: CreativeDetail;
  side: ReviewSide;
  /** The version shown. */
  version: number;
  /** `comment=` of the address: its thread is selected, the comment marked. */
  linkedCommentId: string | null;
  /** `version=` of the address (null: none given). */
  askedVersion: number | null;
  onGo: GoToReview;
}

/**
 * Beoordelen: the version's media with its annotations and the tools to draw one, beside (on a
 * phone: under) the decision and the comments. A pin and its thread select each other (the
 * selection is the address's `comment=`, so a notification's link opens it). In "Bekijk als klant"
 * (`side` 'preview') it only shows: no tools, no decision, no comment is written or changed.
 */
export function ReviewTabPanel({ reader, creative, side, version, linkedCommentId, askedVersion, onGo }: ReviewTabPanelProps) {
  const { t } = useTranslation('creatives');
  const companyId = companyOfReader(reader);
  const readOnly = side === 'preview';
  const shown = creative.versions.find((candidate) => candidate.version === version) ?? creative.versions.at(-1)!;
  const newest = creative.versions.at(-1)?.version ?? creative.currentVersion;
  const query = useCreativeComments(reader, creative.id, version);
  const [tool, setTool] = useState<AnnotationTool>('none');
  const [draft, setDraft] = useState<CommentDraft | null>(null);
  const [decided, setDecided] = useState<{ decision: ReviewDecision; version: number } | null>(null);

  const searching = useLinkedCommentVersion({
    reader,
    creativeId: creative.id,
    commentId: linkedCommentId,
    askedVersion,
    versions: creative.versions.map((v) => v.version),
    onFound: (found) => onGo({ version: found }, { replace: true }),
    onMissing: () => {
      toast.warning(t('comments.missing'));
      onGo({ comment: null }, { replace: true });
    },
  });

  const current = query.isPlaceholderData ? undefined : query.data;
  const threads = useMemo(() => threadsOf(current?.comments ?? []), [current]);
  const annotations = useMemo(() => annotationsOf(threads), [threads]);
  const selectedThreadId = threadIdOf(current?.comments ?? [], linkedCommentId);
  const drawn = useMemo(() => shownAnnotations(annotations, selectedThreadId, draft), [annotations, selectedThreadId, draft]);
  const label = t('review.mediaLabel', { name: creative.name, version });
  const media = useMemo(() => viewerMediaOf(shown, label), [shown, label]);

  const select = (id: string) => {
    if (id === draftAnnotationId) return;
    onGo({ comment: id === selectedThreadId ? null : id }, { replace: true });
  };
  const create = (annotation: NewAnnotation) => setDraft({ annotation, number: draft?.number ?? nextNumber(threads) });

  // Focus stays in the review: a cancelled shape hands it back to the tools, a decision to its outcome.
  const toolsRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLParagraphElement>(null);
  const cancelDraft = () => {
    setDraft(null);
    focusWhenReady(() => toolsRef.current?.querySelector<HTMLElement>('button[aria-pressed="true"]') ?? toolsRef.current?.querySelector('button'));
  };
  useEffect(() => {
    if (decided) focusWhenReady(() => resultRef.current);
  }, [decided]);

  const decisionStep = creative.mayDecide;
  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,26rem)]" data-testid="review-tab">
      <div className="flex min-w-0 flex-col gap-3 lg:sticky lg:top-4">
        {version !== newest ? (
          <p
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-warning-soft px-3 py-2 text-sm text-warning-soft-foreground"
            data-testid="older-version"
          >
            <Info aria-hidden="true" className="size-4 shrink-0" />
            <span className="min-w-0 flex-1">{t('review.older', { version, newest })}</span>
            <Button size="sm" variant="secondary" onPress={() => onGo({ version: newest, comment: null })}>
              {t('review.toNewest', { version: newest })}
            </Button>
          </p>
        ) : null}
        {readOnly ? null : (
          <div ref={toolsRef} className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <AnnotationToolbar tool={tool} onToolChange={setTool} />
            <p className="text-sm text-muted" aria-live="polite">
              {tool !== 'none' ? t('review.toolHint') : searching ? t('comments.finding') : ''}
            </p>
          </div>
        )}
        <MediaView
          media={media}
          annotations={drawn}
          tool={readOnly ? 'none' : tool}
          onSelect={select}
          onCreate={readOnly ? undefined : create}
          className="h-[55vh] min-h-72 lg:h-[68vh]"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-5">
        {decisionStep && version === newest ? (
          readOnly || companyId === null ? (
            <PreviewNote kind="decision" version={version} />
          ) : (
            <DecisionPanel
              companyId={companyId}
              creative={creative}
              step={decisionStep}
              onDecided={(decision, done) => setDecided({ decision, version: done.currentVersion })}
            />
          )
        ) : null}
        {decisionStep && version !== newest ? (
          <p className="rounded-xl border border-border bg-surface p-3 text-sm text-foreground" data-testid="decide-on-newest">
            {t('decision.newestOnly', { version: newest })}{' '}
            <Button size="sm" variant="secondary" className="mt-2" onPress={() => onGo({ version: newest, comment: null })}>
              {t('review.toNewest', { version: newest })}
            </Button>
          </p>
        ) : null}
        {decided && !decisionStep ? (
          <p
            ref={resultRef}
            tabIndex={-1}
            role="status"
            className="flex items-start gap-2 rounded-xl bg-success-soft p-3 text-sm text-success-soft-foreground outline-none focus-visible:ring-2 focus-visible:ring-focus"
            data-testid="decision-result"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              {t('decision.result', { version: decided.version, decision: t(`decision.done.${decided.decision}`), status: t(`status.${creative.status}`) })}
            </span>
          </p>
        ) : null}
        <CommentsPanel
          companyId={companyId}
          creative={creative}
          side={side}
          version={version}
          query={{
            data: current,
            isPending: query.isPending,
            isError: query.isError,
            error: query.error,
            isFetching: query.isFetching,
            refetch: query.refetch,
          }}
          threads={threads}
          selectedThreadId={selectedThreadId}
          highlightedId={linkedCommentId}
          onSelectThread={(id) => onGo({ comment: id === selectedThreadId ? null : id }, { replace: true })}
          draft={draft}
          onCancelDraft={cancelDraft}
          onAdded={(comment) => {
            if (comment.annotation) {
              setDraft(null);
              setTool('none');
            }
            onGo({ comment: comment.id }, { replace: true });
          }}
          onOpenCarried={(comment) => onGo({ version: comment.version, comment: comment.id })}
        />
      </div>
    </div>
  );
}
