/**
 * The form renderer (issue 35): one form as the person filling it in sees it — in the builder's
 * live preview, the client portal and the public page. Fields by kind (field-view.tsx), conditions
 * applied live (`visibleFieldIds`), pages with a progress bar and Vorige/Volgende, required fields of
 * a page checked before Volgende (the server stays the judge), the server's error codes shown in
 * Dutch with the field's limits, and focus on the first wrong field after a failed submit.
 *
 * Answers are controlled (`answers` + `onChange`). A field hidden by its conditions keeps what was
 * typed in `answers` (shown again when it comes back), but hosts send `answersToSend(schema,
 * answers)`: only the shown fields. Each field is memoised on (field, value, error) with stable
 * handlers, so a keystroke re-renders the one field.
 */
import { Button, Label, ProgressBar } from '@heroui/react';
import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayOnlyTypes, type FormAnswers, type FormAnswerValue, type FormSchema, fieldsOf, visibleFieldIds } from '../../../../../common/forms/form-schema';
import { AdBriefContext, useAdBriefContextValue } from '../ad-brief/ad-brief-context';
import { type AnswerT, answerErrorText } from './answer-error-text';
import { firstErrorPage, missingRequired } from './answer-rules';
import { FieldView } from './field-view';
import type { RenderFile } from './field-types';
import { prefillAnswers } from './prefill';

export type { RenderFile, FileSlotOptions, FileField, FileMeta } from './field-types';

export interface FormRendererProps {
  schema: FormSchema;
  answers: FormAnswers;
  onChange: (next: FormAnswers) => void;
  /** The server's (or the host's) errors: field id → `FORM_ANSWER_*` code. A new object moves focus to the first one. */
  errors?: Record<string, string> | undefined;
  /** A submitted form shown as it was: nothing can be changed; the pages can still be turned. */
  readOnly?: boolean;
  /** The host's upload for file fields; without it (or in `preview`) a disabled drop zone. */
  renderFile?: RenderFile | undefined;
  /** The link's query parameters: hidden fields take their value from `prefill[field.param]`. */
  prefill?: Record<string, string> | undefined;
  /** The page shown (controlled); without it the renderer keeps its own. */
  page?: number | undefined;
  onPageChange?: ((page: number) => void) | undefined;
  /** The builder's live preview: file fields are a disabled drop zone, link fields show a note. */
  preview?: boolean | undefined;
  /** Called on the last page's submit button once the required fields are filled; without it no submit button. */
  onSubmit?: (() => void) | undefined;
  submitLabel?: string | undefined;
  isSubmitting?: boolean | undefined;
  /** Shown on the last page above the submit button (the public page's captcha). */
  beforeSubmit?: ReactNode;
  /** Shown beside the navigation (the portal's save state). */
  status?: ReactNode;
}

const noErrors: Record<string, string> = {};

/**
 * User-timing marks of the first render with a schema (the forms-screen bench reads them; cheap, so
 * behind no flag): `form-render-start` when the renderer first renders, `form-render-commit` once
 * its fields are in the DOM (the layout effect runs after every child's), `form-render-paint` in a
 * task after the next frame (the paint).
 */
function useRenderMarks() {
  // A state's initializer runs once, on the first render.
  useState(() => performance.mark?.('form-render-start'));
  useLayoutEffect(() => {
    performance.mark?.('form-render-commit');
    const frame = requestAnimationFrame(() => setTimeout(() => performance.mark?.('form-render-paint'), 0));
    return () => cancelAnimationFrame(frame);
  }, []);
}

function focusField(container: HTMLElement | null, fieldId: string) {
  const box = container?.querySelector<HTMLElement>(`[data-field-id="${CSS.escape(fieldId)}"]`);
  if (!box) return;
  const target = box.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([tabindex="-1"]), textarea, button:not([disabled]), [role="spinbutton"], [tabindex="0"]',
  );
  (target ?? box).focus({ preventScroll: false });
  box.scrollIntoView?.({ block: 'center' });
}

export function FormRenderer({
  schema,
  answers,
  onChange,
  errors = noErrors,
  readOnly = false,
  renderFile,
  prefill,
  page,
  onPageChange,
  preview = false,
  onSubmit,
  submitLabel,
  isSubmitting = false,
  beforeSubmit,
  status,
}: FormRendererProps) {
  const { t } = useTranslation(['formFill', 'errors']);
  const tAnswer = t as unknown as AnswerT;
  const headingId = useId();
  const containerRef = useRef<HTMLFormElement>(null);
  const pages = schema.pages;
  useRenderMarks();

  // ---- answers: read through a ref, so the field handler stays the same for every render
  const answersRef = useRef(answers);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    answersRef.current = answers;
    onChangeRef.current = onChange;
  });

  // ---- errors: the host's, minus those of fields changed since, plus the page check's own
  const [errorState, setErrorState] = useState<{ source: Record<string, string>; cleared: ReadonlySet<string> }>({ source: errors, cleared: new Set() });
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [ownPage, setOwnPage] = useState(0);
  const [focusTarget, setFocusTarget] = useState<{ id: string; page: number } | null>(null);
  if (errorState.source !== errors) {
    // New errors from the host (a failed submit): to the page of the first one, focus on it.
    setErrorState({ source: errors, cleared: new Set() });
    const first = firstErrorPage(schema, Object.keys(errors));
    if (first) {
      setLocalErrors({});
      if (page === undefined) setOwnPage(first.page);
      setFocusTarget({ id: first.fieldId, page: first.page });
    }
  }
  const clearedIds = errorState.cleared;
  const shownCodes = useMemo(() => {
    const codes: Record<string, string> = {};
    for (const [id, code] of Object.entries(errors)) if (!clearedIds.has(id)) codes[id] = code;
    return { ...codes, ...localErrors };
  }, [errors, clearedIds, localErrors]);

  const onValue = useCallback((fieldId: string, value: FormAnswerValue) => {
    const next = { ...answersRef.current, [fieldId]: value };
    answersRef.current = next;
    onChangeRef.current(next);
    // A changed field loses its error (both updates keep the same state, so no render, when it had none).
    setLocalErrors((current) => {
      if (!(fieldId in current)) return current;
      const rest = { ...current };
      delete rest[fieldId];
      return rest;
    });
    setErrorState((current) => {
      if (!(fieldId in current.source) || current.cleared.has(fieldId)) return current;
      return { source: current.source, cleared: new Set([...current.cleared, fieldId]) };
    });
  }, []);

  // ---- link fields: filled from the link once (a value already answered stays)
  useEffect(() => {
    const filled = prefillAnswers(schema, prefill);
    const missing = Object.entries(filled).filter(([id]) => answersRef.current[id] === undefined || answersRef.current[id] === null);
    if (missing.length === 0) return;
    const next = { ...answersRef.current, ...Object.fromEntries(missing) };
    answersRef.current = next;
    onChangeRef.current(next);
  }, [schema, prefill]);

  // ---- conditions: recomputed per change (one pass over the fields)
  const visible = useMemo(() => visibleFieldIds(schema, answers), [schema, answers]);
  const adContext = useAdBriefContextValue(schema, answers);

  const fieldById = useMemo(() => new Map(fieldsOf(schema).map((field) => [field.id, field])), [schema]);
  const errorTexts = useMemo(() => {
    const texts: Record<string, string> = {};
    for (const [id, code] of Object.entries(shownCodes)) {
      const field = fieldById.get(id);
      if (field) texts[id] = answerErrorText(code, field, tAnswer);
    }
    return texts;
  }, [shownCodes, fieldById, tAnswer]);
  const formError = Object.entries(shownCodes).find(([id]) => !fieldById.has(id));

  // ---- pages
  const pageIndex = Math.min(Math.max(page ?? ownPage, 0), pages.length - 1);
  const setPage = useCallback(
    (next: number) => {
      if (onPageChange) onPageChange(next);
      if (page === undefined) setOwnPage(next);
    },
    [onPageChange, page],
  );
  const hasShownFields = (index: number) =>
    pages[index]?.fields.some((field) => visible.has(field.id) && field.type !== 'hidden' && !displayOnlyTypes.includes(field.type)) ?? false;
  const nextIndex = (() => {
    for (let index = pageIndex + 1; index < pages.length; index += 1) if (hasShownFields(index)) return index;
    return -1;
  })();
  const previousIndex = (() => {
    for (let index = pageIndex - 1; index >= 0; index -= 1) if (hasShownFields(index)) return index;
    return -1;
  })();
  const isLast = nextIndex === -1;

  useEffect(() => {
    if (!focusTarget) return;
    // A controlled page: the host turns to the page of the first error.
    if (page !== undefined && focusTarget.page !== page) onPageChange?.(focusTarget.page);
    const frame = requestAnimationFrame(() => focusField(containerRef.current, focusTarget.id));
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per focus request (and page turn)
  }, [focusTarget, pageIndex]);

  const turnTo = (index: number) => {
    setLocalErrors({});
    setPage(index);
    requestAnimationFrame(() => {
      const heading = containerRef.current?.querySelector<HTMLElement>('[data-page-heading]');
      heading?.focus();
      containerRef.current?.scrollIntoView?.({ block: 'start' });
    });
  };

  const checkPages = (indexes: number[]): boolean => {
    if (readOnly || preview) return true;
    const missing = missingRequired(
      indexes.flatMap((index) => pages[index]?.fields ?? []),
      answersRef.current,
      visible,
    );
    const first = firstErrorPage(schema, Object.keys(missing));
    if (!first) return true;
    setLocalErrors(missing);
    if (first.page !== pageIndex) setPage(first.page);
    setFocusTarget({ id: first.fieldId, page: first.page });
    return false;
  };

  const next = () => {
    if (nextIndex === -1) return;
    if (checkPages([pageIndex])) turnTo(nextIndex);
  };

  const submit = () => {
    if (!onSubmit || readOnly || isSubmitting) return;
    if (checkPages(pages.map((_, index) => index))) onSubmit();
  };

  const current = pages[pageIndex];
  const shownFields = current?.fields.filter((field) => visible.has(field.id)) ?? [];
  const multiPage = pages.length > 1;
  const progress = multiPage ? Math.round(((pageIndex + 1) / pages.length) * 100) : 100;

  return (
    <AdBriefContext.Provider value={adContext}>
      <form
        ref={containerRef}
        noValidate
        aria-labelledby={current?.title ? headingId : undefined}
        className="flex min-w-0 flex-col gap-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (isLast) submit();
          else next();
        }}
        data-testid="form-renderer"
        data-page={pageIndex}
      >
        {multiPage ? (
          <ProgressBar
            value={progress}
            size="sm"
            className="w-full gap-1.5"
            valueLabel={t('formFill:renderer.pageOf', { page: pageIndex + 1, total: pages.length })}
          >
            <Label className="text-sm text-muted">{t('formFill:renderer.pageOf', { page: pageIndex + 1, total: pages.length })}</Label>
            <ProgressBar.Track>
              <ProgressBar.Fill />
            </ProgressBar.Track>
          </ProgressBar>
        ) : null}
        {current?.title ? (
          <h2 id={headingId} tabIndex={-1} data-page-heading className="text-lg font-semibold break-words text-foreground outline-none">
            {current.title}
          </h2>
        ) : (
          <span tabIndex={-1} data-page-heading className="sr-only">
            {t('formFill:renderer.pageOf', { page: pageIndex + 1, total: pages.length })}
          </span>
        )}

        <div className="flex flex-col gap-6">
          {shownFields.map((field) => (
            <FieldView
              key={field.id}
              field={field}
              value={answers[field.id]}
              error={errorTexts[field.id] ?? null}
              onValue={onValue}
              readOnly={readOnly}
              preview={preview}
              renderFile={renderFile}
            />
          ))}
          {shownFields.length === 0 ? <p className="text-sm text-muted">{t('formFill:renderer.emptyPage')}</p> : null}
        </div>

        {formError ? (
          <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger-soft-foreground">
            {t(`errors:codes.${formError[1]}` as 'errors:generic', { defaultValue: t('errors:generic') })}
          </p>
        ) : null}

        {isLast && beforeSubmit && !readOnly ? beforeSubmit : null}

        <div className="flex flex-wrap items-center gap-3">
          {previousIndex !== -1 ? (
            <Button type="button" variant="secondary" onPress={() => turnTo(previousIndex)} data-testid="form-previous">
              <ChevronLeft aria-hidden="true" className="size-4" />
              {t('formFill:renderer.previous')}
            </Button>
          ) : null}
          {/* Different keys: the press that turns to the last page must not land on a submit button put in the same place. */}
          {!isLast ? (
            <Button key="next" type="button" variant="primary" onPress={next} data-testid="form-next">
              {t('formFill:renderer.next')}
              <ChevronRight aria-hidden="true" className="size-4" />
            </Button>
          ) : onSubmit && !readOnly ? (
            <Button key="submit" variant="primary" type="submit" isDisabled={preview || isSubmitting} data-testid="form-submit">
              <Send aria-hidden="true" className="size-4" />
              {isSubmitting ? t('formFill:renderer.submitting') : (submitLabel ?? t('formFill:renderer.submit'))}
            </Button>
          ) : null}
          {status ? <div className="ms-auto min-w-0 text-sm text-muted">{status}</div> : null}
        </div>
      </form>
    </AdBriefContext.Provider>
  );
}

export { AnswerSummary, type AnswerSummaryProps } from './answer-summary';
export { answersToSend } from './answer-rules';
export { prefillAnswers } from './prefill';
