/**
 * A submission's answers, read-only, with its files — the ONE place that decides how answers look
 * on /forms and in the calendar's form sidebar. The answers are the fill helper's AnswerSummary
 * (renderer/answer-summary.tsx: the version's questions with Dutch values and file links); around
 * it this adds what the team needs: the fields the client changed in their last edit marked
 * (`changedFieldIds`), image thumbnails of the uploaded files, the questions alone for a form
 * without a submission, and forms of the old shape (`formData.fields`, before issue 35) as
 * label/value rows.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormAnswers } from '../../../../../common/forms/form-schema';
import type { FileMeta } from '../../../../../common/schemas/files';
import { AnswerSummary } from '../renderer/answer-summary';
import { submissionRows } from '../submission-rows';
import { fileSizeText, questionsOf, schemaOf } from './answer-text';

interface SubmissionAnswersProps {
  /** The answered version's schema (or an old form's `{ fields }`). */
  formData: Record<string, unknown>;
  answers: Record<string, unknown>;
  files: readonly FileMeta[];
  changedFieldIds?: readonly string[];
  /** Without answers: the form's questions only (a deadline reminder about a form). */
  questionsOnly?: boolean;
  testId?: string;
}

/** Marks the changed answers AnswerSummary drew (its rows carry `data-answer-id`); the look is this wrapper's CSS. */
const changedLook =
  '[&_[data-changed=true]]:-mx-2 [&_[data-changed=true]]:rounded-lg [&_[data-changed=true]]:border-l-4 [&_[data-changed=true]]:border-warning [&_[data-changed=true]]:bg-warning-soft/50 [&_[data-changed=true]]:px-2 [&_[data-changed=true]]:py-1.5';

export function SubmissionAnswers({ formData, answers, files, changedFieldIds = [], questionsOnly = false, testId }: SubmissionAnswersProps) {
  const { t } = useTranslation('forms');
  const schema = schemaOf(formData);
  const ref = useRef<HTMLDivElement>(null);
  const changedKey = changedFieldIds.join(',');

  useEffect(() => {
    const changed = new Set(changedKey ? changedKey.split(',') : []);
    for (const row of ref.current?.querySelectorAll<HTMLElement>('[data-answer-id]') ?? []) {
      const isChanged = changed.has(row.dataset.answerId ?? '');
      if (isChanged) {
        row.dataset.changed = 'true';
        row.title = t('submission.changed');
      } else {
        delete row.dataset.changed;
        row.removeAttribute('title');
      }
    }
  });

  if (!schema) {
    const rows = submissionRows(formData, questionsOnly ? {} : answers);
    if (rows.length === 0) return <p className="text-sm text-muted">{t('answers.noFields')}</p>;
    return (
      <dl className="flex flex-col gap-3" data-testid={testId}>
        {rows.map((row) => (
          <div key={row.id} className="flex flex-col gap-0.5">
            <dt className="text-xs font-medium text-muted uppercase">{row.label}</dt>
            {questionsOnly ? null : (
              <dd className={`text-sm break-words whitespace-pre-line ${row.value === null ? 'text-muted italic' : 'text-foreground'}`}>
                {row.value ?? t('answers.empty')}
              </dd>
            )}
          </div>
        ))}
      </dl>
    );
  }

  if (questionsOnly) {
    const questions = questionsOf(schema);
    if (questions.length === 0) return <p className="text-sm text-muted">{t('answers.noFields')}</p>;
    return (
      <ol className="flex list-decimal flex-col gap-1.5 pl-5 text-sm text-foreground" data-testid={testId}>
        {questions.map((field) => (
          <li key={field.id} className="break-words">
            {field.label}
            {field.required ? (
              <>
                <span aria-hidden="true" className="text-muted">
                  {' '}
                  *
                </span>
                <span className="sr-only"> ({t('answers.required')})</span>
              </>
            ) : null}
          </li>
        ))}
      </ol>
    );
  }

  const images = files.filter((file) => file.mimeType.startsWith('image/'));
  return (
    <div className="flex flex-col gap-4" data-testid={testId}>
      <div ref={ref} className={changedLook}>
        <AnswerSummary schema={schema} answers={answers as FormAnswers} files={[...files]} />
      </div>
      {images.length > 0 ? <ImageThumbnails images={images} /> : null}
    </div>
  );
}

const inlineUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}inline=1`;

/** The uploaded images as small pictures, each a download link. */
function ImageThumbnails({ images }: { images: readonly FileMeta[] }) {
  const { t } = useTranslation('forms');
  return (
    <section aria-label={t('answers.images')} className="flex flex-col gap-2">
      <h4 className="text-xs font-medium text-muted">{t('answers.images')}</h4>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="submission-thumbnails">
        {images.map((file) => (
          <li key={file.id} className="min-w-0">
            <a
              href={file.url}
              download={file.name}
              aria-label={t('answers.download', { name: file.name })}
              title={`${file.name} · ${fileSizeText(file.size)}`}
              className="block overflow-hidden rounded-lg border border-border bg-default outline-none focus-visible:ring-2 focus-visible:ring-focus"
            >
              <img src={inlineUrl(file.url)} alt="" loading="lazy" className="aspect-square w-full object-cover" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
