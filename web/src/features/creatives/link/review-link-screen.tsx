/**
 * The e-mail review link `/beoordelen/:token` (issue 36): a client's contact looks at the version
 * the agency asked them to review — without signing in —, marks places on it with a comment, and
 * decides once (goedkeuren, goedkeuren met wijzigingen, wijzigingen vragen, afwijzen). A used,
 * expired, withdrawn or turned-off link says so in Dutch; what was typed stays on an error.
 */
import { Button, Label, TextArea, TextField } from '@heroui/react';
import { CheckCircle2, Clock, FileQuestion } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CreativeComment, ReviewLinkResponse } from '../../../../../common/schemas/creatives';
import { DarkModeToggle } from '../../../components/ui/dark-mode-toggle';
import { FormAlert } from '../../../components/ui/form-alert';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner';
import { LoadError } from '../../../components/ui/load-error';
import { SkipLink } from '../../../components/ui/skip-link';
import { isApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorText } from '../../../lib/use-error-text';
import { DecisionForm } from '../review/decision-panel';
import { AnnotationToolbar } from '../viewer/annotation-toolbar';
import { MediaView } from '../viewer/media-view';
import type { AnnotationTool, NewAnnotation } from '../viewer/viewer-types';
import { annotationsOf, viewerMediaOf } from '../components/version-media';
import { useReviewLink, useReviewLinkComment, useReviewLinkDecision } from './review-link-api';

export function ReviewLinkScreen() {
  const { t } = useTranslation('creatives');
  const { token = '' } = useParams();
  const link = useReviewLink(token);
  useDocumentTitle(link.data ? t('link.title', { name: link.data.creative.name }) : t('link.pageTitle'));

  let body;
  if (link.isPending) return <FullPageSpinner />;
  if (link.isError) {
    const code = isApiError(link.error) ? link.error.code : null;
    body =
      code === 'CREATIVE_REVIEW_LINK_INVALID' || code === 'CREATIVE_REVIEW_LINK_EXPIRED' || code === 'CREATIVE_REVIEW_LINKS_OFF' ? (
        <Notice icon={code === 'CREATIVE_REVIEW_LINK_EXPIRED' ? Clock : FileQuestion} title={t(`link.closed.${code}`)}>
          {t('link.askAgency')}
        </Notice>
      ) : (
        <LoadError message={t('link.loadFailed')} error={link.error} onRetry={() => void link.refetch()} isRetrying={link.isFetching} />
      );
  } else body = <ReviewLinkBody token={token} review={link.data} />;

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
          <span className="truncate font-semibold text-foreground">{link.data?.creative.companyName ?? ''}</span>
          <DarkModeToggle />
        </div>
      </header>
      <main id="main" className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 px-4 py-6">
        {body}
      </main>
    </div>
  );
}

function Notice({ icon: Icon, title, children }: { icon: typeof Clock; title: string; children: string }) {
  return (
    <section
      className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-border bg-surface p-8 text-center"
      data-testid="review-link-notice"
    >
      <Icon aria-hidden="true" className="size-10 text-muted" />
      <h1 className="text-lg font-semibold text-foreground">{title}</h1>
      <p className="text-sm text-muted">{children}</p>
    </section>
  );
}

function ReviewLinkBody({ token, review }: { token: string; review: ReviewLinkResponse }) {
  const { t } = useTranslation('creatives');
  const errorText = useErrorText();
  const comment = useReviewLinkComment(token);
  const [tool, setTool] = useState<AnnotationTool>('none');
  const [draft, setDraft] = useState<NewAnnotation | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const media = useMemo(() => viewerMediaOf(review.version, review.creative.name), [review.version, review.creative.name]);
  const annotations = useMemo(() => annotationsOf(review.comments, selected), [review.comments, selected]);
  const threads = review.comments.filter((c) => c.parentId === null);

  const send = () => {
    if (text.trim() === '') return setProblem(t('link.commentRequired'));
    setProblem(null);
    comment.mutate(
      {
        version: review.version.version,
        body: text,
        annotation: draft
          ? { shape: draft.shape, ...(draft.page ? { page: draft.page } : {}), ...(draft.timeMs !== undefined ? { timeMs: draft.timeMs } : {}) }
          : null,
      },
      {
        onSuccess: () => {
          setText('');
          setDraft(null);
          setTool('none');
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  return (
    <>
      <div className="flex flex-col gap-1">
        <h1 className="text-xl font-semibold text-foreground">{review.creative.name}</h1>
        <p className="text-sm text-muted">
          {t('link.subtitle', { version: review.version.version, client: review.creative.clientName, name: review.contactName })}
        </p>
      </div>
      <div className="grid min-w-0 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-label={t('link.media')} className="flex min-w-0 flex-col gap-2">
          <AnnotationToolbar tool={tool} onToolChange={setTool} />
          <MediaView
            media={media}
            annotations={annotations}
            tool={tool}
            onSelect={setSelected}
            onCreate={(annotation) => {
              setDraft(annotation);
              setTool('none');
            }}
            className="h-[60vh] min-h-72"
          />
        </section>
        <aside className="flex min-w-0 flex-col gap-4">
          {review.mayDecide ? <LinkDecision token={token} version={review.version.version} /> : <DecisionState review={review} />}
          <section aria-labelledby="link-comments" className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-3">
            <h2 id="link-comments" className="text-sm font-semibold text-foreground">
              {t('link.comments', { count: threads.length })}
            </h2>
            <ol className="flex flex-col gap-2">
              {threads.map((c) => (
                <LinkComment
                  key={c.id}
                  comment={c}
                  replies={review.comments.filter((r) => r.parentId === c.id)}
                  selected={selected === c.id}
                  onSelect={() => setSelected(c.id)}
                />
              ))}
            </ol>
            <form
              noValidate
              className="flex flex-col gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                send();
              }}
            >
              {draft ? (
                <p className="flex items-center justify-between gap-2 rounded-lg bg-accent-soft px-2 py-1 text-xs text-accent-soft-foreground">
                  {t('link.markingAttached')}
                  <Button size="sm" variant="ghost" onPress={() => setDraft(null)}>
                    {t('link.markingRemove')}
                  </Button>
                </p>
              ) : (
                <p className="text-xs text-muted">{t('link.markingHint')}</p>
              )}
              <TextField value={text} onChange={setText} isInvalid={problem !== null} validationBehavior="aria" fullWidth variant="secondary">
                <Label>{t('link.commentLabel')}</Label>
                <TextArea rows={3} maxLength={5000} fullWidth variant="secondary" className="min-h-20 resize-y" data-testid="review-link-comment" />
              </TextField>
              <FormAlert message={problem} />
              <Button type="submit" variant="secondary" isPending={comment.isPending} className="self-end">
                {t('link.commentSend')}
              </Button>
            </form>
          </section>
        </aside>
      </div>
    </>
  );
}

function LinkComment({
  comment,
  replies,
  selected,
  onSelect,
}: {
  comment: CreativeComment;
  replies: CreativeComment[];
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('creatives');
  return (
    <li className={`rounded-lg border p-2 text-sm ${selected ? 'border-accent' : 'border-border'}`}>
      <button type="button" onClick={onSelect} className="flex w-full flex-col items-start gap-1 text-left">
        <span className="flex items-center gap-2 text-xs text-muted">
          {comment.number !== null ? <span className="rounded-full bg-accent px-1.5 font-semibold text-accent-foreground">{comment.number}</span> : null}
          {comment.author.name}
          {comment.resolvedAt ? <span className="text-success">{t('link.resolved')}</span> : null}
        </span>
        <span className="whitespace-pre-wrap text-foreground">{comment.body}</span>
      </button>
      {replies.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1 border-l-2 border-border pl-2">
          {replies.map((r) => (
            <li key={r.id} className="text-xs">
              <span className="text-muted">{r.author.name}: </span>
              <span className="whitespace-pre-wrap text-foreground">{r.body}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function DecisionState({ review }: { review: ReviewLinkResponse }) {
  const { t } = useTranslation('creatives');
  const text = review.usedAt ? t('link.decided') : t('link.notWaiting');
  return (
    <p className="flex items-start gap-2 rounded-xl border border-border bg-surface p-3 text-sm text-foreground" data-testid="review-link-state" role="status">
      <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
      {text}
    </p>
  );
}

/** The decision of the link's contact (once; the client's step), with the review room's form. */
function LinkDecision({ token, version }: { token: string; version: number }) {
  const decide = useReviewLinkDecision(token);
  return <DecisionForm version={version} step="client" send={(input, callbacks) => decide.mutate(input, callbacks)} isSending={decide.isPending} />;
}
