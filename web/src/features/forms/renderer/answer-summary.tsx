import { Download, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { displayOnlyTypes, type FormAnswers, type FormSchema } from '../../../../../common/forms/form-schema';
import type { AnswerT } from './answer-error-text';
import { answerText } from './answer-display';
import { type FileMeta, listOf } from './field-types';

export interface AnswerSummaryProps {
  schema: FormSchema;
  answers: FormAnswers;
  /** The submission's files (a file field's answer is their ids). */
  files: FileMeta[];
}

const sizeFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${sizeFormat.format(Math.max(1, Math.round(bytes / 1024)))} kB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
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
                const fileList = isFile ? listOf(value).map((id) => fileById.get(id) ?? { id, name: t('summary.fileGone'), url: '', size: 0 }) : [];
                const text = isFile ? null : answerText(field, value, tAnswer);
                const empty = isFile ? fileList.length === 0 : text === null;
                return (
                  <div key={field.id} className="flex min-w-0 flex-col gap-0.5" data-answer-id={field.id}>
                    <dt className="text-xs font-medium text-muted">{field.label}</dt>
                    <dd className={`text-sm break-words whitespace-pre-line ${empty ? 'text-muted italic' : 'text-foreground'}`}>
                      {empty ? (
                        t('summary.empty')
                      ) : isFile ? (
                        <ul className="flex flex-col gap-1">
                          {fileList.map((file) => (
                            <li key={file.id} className="flex min-w-0 items-center gap-2">
                              <FileText aria-hidden="true" className="size-4 shrink-0 text-muted" />
                              {file.url ? (
                                <a href={file.url} className="min-w-0 truncate text-accent underline-offset-2 hover:underline" download>
                                  {file.name}
                                  <Download aria-hidden="true" className="ms-1 inline size-3.5" />
                                </a>
                              ) : (
                                <span className="min-w-0 truncate">{file.name}</span>
                              )}
                              {file.size ? <span className="shrink-0 text-xs text-muted">{sizeText(file.size)}</span> : null}
                            </li>
                          ))}
                        </ul>
                      ) : (
                        text
                      )}
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
