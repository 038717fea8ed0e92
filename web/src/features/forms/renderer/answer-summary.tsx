import { useTranslation } from 'react-i18next';
import { displayOnlyTypes, type FormAnswers, type FormSchema } from '../../../../../common/forms/form-schema';
import type { AnswerT } from './answer-error-text';
import { answerText } from './answer-display';
import { FileList } from '../../files/components/file-list';
import { type FileMeta, listOf } from './field-types';

export interface AnswerSummaryProps {
  schema: FormSchema;
  answers: FormAnswers;
  /** The submission's files (a file field's answer is their ids). */
  files: FileMeta[];
}

/**
 * A submission read-only: every question of the version answered with its answer (Dutch numbers,
 * dates and amounts, option labels, the ad fields' parts), unanswered ones said as such, files
 * as download links. Pages with a title become sections.
 */
export function AnswerSummary({ schema, answers, files }: AnswerSummaryProps) {
  const { t } = useTranslation('formFill');
  const tAnswer = t as unknown as AnswerT;
  const fileById = new Map(files.map((file) => [file.id, file]));
  const multiPage = schema.pages.length > 1;
  return (
    <div className="flex flex-col gap-6" data-testid="answer-summary">
      {schema.pages.map((page, index) => {
        const rows = page.fields.filter((field) => !displayOnlyTypes.includes(field.type) && (field.type !== 'hidden' || answers[field.id]));
        if (rows.length === 0) return null;
        return (
          <section key={page.id} aria-label={page.title || (multiPage ? t('renderer.pageOf', { page: index + 1, total: schema.pages.length }) : undefined)}>
            {page.title ? <h3 className="mb-2 text-sm font-semibold text-foreground">{page.title}</h3> : null}
            <dl className="flex flex-col gap-3">
              {rows.map((field) => {
                const value = answers[field.id];
                const isFile = field.type === 'file' || field.type === 'ad_creatives';
                const fileList = isFile ? listOf(value).flatMap((id) => fileById.get(id) ?? []) : [];
                const text = isFile ? null : answerText(field, value, tAnswer);
                const empty = isFile ? fileList.length === 0 : text === null;
                return (
                  <div key={field.id} className="flex min-w-0 flex-col gap-0.5" data-answer-id={field.id}>
                    <dt className="text-xs font-medium text-muted">{field.label}</dt>
                    <dd className={`text-sm break-words whitespace-pre-line ${empty ? 'text-muted italic' : 'text-foreground'}`}>
                      {empty ? t('summary.empty') : isFile ? <FileList files={fileList} /> : text}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
