/**
 * A submission's answers, read-only, with its files — the ONE place that decides how answers look
 * on /forms and in the calendar's form sidebar. Until the fill helper's AnswerSummary
 * (web/src/features/forms/renderer/answer-summary.tsx) is merged this renders them itself from
 * answer-text.ts; forms of the old shape (`formData.fields`, before issue 35) read as label/value
 * rows. Fields the client changed in their last edit (`changedFieldIds`) are marked.
 */
import { FileText, ImageIcon, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { fieldsOf, type FormSchema } from '../../../../../common/forms/form-schema';
import { dateTimeFormat } from '../../../lib/use-time-text';
import type { FileMeta } from '../list/api/types';
import { submissionRows } from '../submission-rows';
import { type AnswerDisplay, type AnswerWords, answerSections, fileSizeText, schemaOf } from './answer-text';

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

function useAnswerWords(): AnswerWords {
  const { t, i18n } = useTranslation('forms');
  const locale = i18n.language === 'en' ? 'en-GB' : 'nl-NL';
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const date = dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return {
    yes: t('answers.yes'),
    no: t('answers.no'),
    money: (cents) => money.format(cents / 100),
    date: (ymd) => date.format(new Date(`${ymd}T00:00:00Z`)),
    daily: (amount) => t('answers.daily', { amount }),
    lifetime: (amount) => t('answers.lifetime', { amount }),
    from: (start) => t('answers.from', { start }),
    fromTo: (start, end) => t('answers.fromTo', { start, end }),
    ages: (min, max) => t('answers.ages', { min, max }),
    adLabel: (group, value) => t(`answers.ad.${group}.${value}`, { defaultValue: value }),
  };
}

export function SubmissionAnswers({ formData, answers, files, changedFieldIds = [], questionsOnly = false, testId }: SubmissionAnswersProps) {
  const { t } = useTranslation('forms');
  const words = useAnswerWords();
  const schema = schemaOf(formData);

  if (!schema) {
    // The old shape: label and value per field, then what the form no longer has.
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

  return (
    <SchemaAnswers
      schema={schema}
      answers={answers}
      files={files}
      changed={new Set(changedFieldIds)}
      questionsOnly={questionsOnly}
      words={words}
      testId={testId}
    />
  );
}

function SchemaAnswers({
  schema,
  answers,
  files,
  changed,
  questionsOnly,
  words,
  testId,
}: {
  schema: FormSchema;
  answers: Record<string, unknown>;
  files: readonly FileMeta[];
  changed: ReadonlySet<string>;
  questionsOnly: boolean;
  words: AnswerWords;
  testId: string | undefined;
}) {
  const { t } = useTranslation('forms');
  const { sections, unknown } = answerSections(schema, questionsOnly ? {} : answers, words);
  if (fieldsOf(schema).length === 0) return <p className="text-sm text-muted">{t('answers.noFields')}</p>;
  const byId = new Map(files.map((file) => [file.id, file]));

  return (
    <div className="flex flex-col gap-5" data-testid={testId}>
      {sections.map((section, index) => (
        <section key={index} className="flex flex-col gap-3" aria-label={section.title ?? undefined}>
          {section.title ? <h4 className="text-sm font-semibold text-foreground">{section.title}</h4> : null}
          <dl className="flex flex-col gap-3">
            {section.rows.map(({ field, display }) => {
              const isChanged = changed.has(field.id);
              return (
                <div
                  key={field.id}
                  data-field-id={field.id}
                  data-changed={isChanged ? 'true' : undefined}
                  className={`flex flex-col gap-0.5 ${isChanged ? '-mx-2 rounded-lg border-l-4 border-warning bg-warning-soft/50 px-2 py-1.5' : ''}`}
                >
                  <dt className="flex flex-wrap items-center gap-1.5 text-xs font-medium text-muted uppercase">
                    {field.label}
                    {isChanged ? (
                      <span className="inline-flex items-center gap-0.5 rounded-full bg-warning-soft px-1.5 py-0.5 text-[0.65rem] font-semibold text-warning-soft-foreground normal-case">
                        <PencilLine aria-hidden="true" className="size-3" />
                        {t('submission.changed')}
                      </span>
                    ) : null}
                  </dt>
                  {questionsOnly ? null : <AnswerValue display={display} files={byId} />}
                </div>
              );
            })}
          </dl>
        </section>
      ))}
      {unknown.length > 0 ? (
        <section className="flex flex-col gap-2" aria-label={t('answers.removedFields')}>
          <h4 className="text-sm font-semibold text-muted">{t('answers.removedFields')}</h4>
          <dl className="flex flex-col gap-3">
            {unknown.map(([key, text]) => (
              <div key={key} className="flex flex-col gap-0.5">
                <dt className="text-xs font-medium text-muted uppercase">{key}</dt>
                <dd className="text-sm break-words whitespace-pre-line text-foreground">{text}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </div>
  );
}

function AnswerValue({ display, files }: { display: AnswerDisplay; files: ReadonlyMap<string, FileMeta> }) {
  const { t } = useTranslation('forms');
  if (display.kind === 'empty') return <dd className="text-sm text-muted italic">{t('answers.empty')}</dd>;
  if (display.kind === 'text') return <dd className="text-sm break-words whitespace-pre-line text-foreground">{display.text}</dd>;
  const known = display.ids.map((id) => files.get(id)).filter((file): file is FileMeta => file !== undefined);
  if (known.length === 0) return <dd className="text-sm text-muted italic">{t('answers.empty')}</dd>;
  return (
    <dd>
      <FileLinks files={known} />
    </dd>
  );
}

const inlineUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}inline=1`;

/** Files as download links: name, size, and a thumbnail for an image. */
function FileLinks({ files }: { files: readonly FileMeta[] }) {
  const { t } = useTranslation('forms');
  return (
    <ul className="flex flex-col gap-2" data-testid="submission-files">
      {files.map((file) => {
        const image = file.mimeType.startsWith('image/');
        return (
          <li key={file.id}>
            <a
              href={file.url}
              download={file.name}
              aria-label={t('answers.download', { name: file.name })}
              className="flex items-center gap-3 rounded-lg border border-border bg-surface p-2 text-sm outline-none hover:bg-default/60 focus-visible:ring-2 focus-visible:ring-focus"
            >
              {image ? (
                <img src={inlineUrl(file.url)} alt="" loading="lazy" className="size-12 shrink-0 rounded-md bg-default object-cover" />
              ) : (
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-md bg-default text-muted">
                  {image ? <ImageIcon aria-hidden="true" className="size-5" /> : <FileText aria-hidden="true" className="size-5" />}
                </span>
              )}
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-foreground">{file.name}</span>
                <span className="block text-xs text-muted">{fileSizeText(file.size)}</span>
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
