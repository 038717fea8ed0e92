/**
 * The public form page `/formulier/:token` (issue 35): a form anyone with its link may fill in —
 * the website contact and lead forms of the agency's clients. The agency's logo and colour, the
 * renderer, a server captcha and a honeypot (`website`, hidden from people and from assistive
 * technology), then a confirmation with the form's message. Hidden fields take their value from
 * the page's query (`?campagne=…`). Unknown (404) and closed (410) links say so in Dutch.
 */
import { CheckCircle2, CircleAlert, FileQuestion, LockKeyhole } from 'lucide-react';
import { type CSSProperties, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { FormAnswers } from '../../../../../common/forms/form-schema';
import { brandTheme, normalizeHexColor } from '../../../../../common/rules/contrast';
import { DarkModeToggle } from '../../../components/ui/dark-mode-toggle';
import { FullPageSpinner } from '../../../components/ui/full-page-spinner';
import { LoadError } from '../../../components/ui/load-error';
import { SkipLink } from '../../../components/ui/skip-link';
import { isApiError } from '../../../lib/api-client';
import { useAppStorage } from '../../../lib/app-storage';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useErrorText } from '../../../lib/use-error-text';
import { useCaptcha } from '../../auth/api/captcha';
import { CaptchaField } from '../../auth/components/captcha-field';
import { useFileSlot } from '../renderer/file-slot';
import { answersToSend, FormRenderer } from '../renderer/form-renderer';
import { paramsRecord } from '../renderer/prefill';
import { type PublicForm, usePublicForm, useSubmitPublicForm } from './public-form-api';

/** The agency's colour as the page's accent, readable in this mode (common/rules/contrast.ts). */
function brandVars(color: string | null, dark: boolean): CSSProperties | undefined {
  const hex = color ? normalizeHexColor(color) : null;
  if (!hex) return undefined;
  const theme = brandTheme(hex, dark ? 'dark' : 'light');
  return {
    '--accent': theme.accent,
    '--accent-foreground': theme.accentForeground,
    '--accent-hover': theme.accentHover,
    '--accent-soft': theme.soft,
    '--accent-soft-hover': theme.softHover,
    '--accent-soft-foreground': theme.softForeground,
    '--focus': theme.text,
  } as CSSProperties;
}

export function PublicFormScreen() {
  const { t } = useTranslation('formFill');
  const { token = '' } = useParams();
  const form = usePublicForm(token);
  const dark = useAppStorage((s) => s.darkMode);
  useDocumentTitle(form.data?.form.title ?? t('public.title'));

  let body;
  if (form.isPending) return <FullPageSpinner />;
  if (form.isError) {
    const status = isApiError(form.error) ? form.error.status : 0;
    body =
      status === 404 || status === 410 ? (
        <Notice icon={status === 410 ? LockKeyhole : FileQuestion} title={t(status === 410 ? 'public.closedTitle' : 'public.unknownTitle')}>
          {t(status === 410 ? 'public.closed' : 'public.unknown')}
        </Notice>
      ) : (
        <LoadError message={t('public.loadFailed')} error={form.error} onRetry={() => void form.refetch()} isRetrying={form.isFetching} />
      );
  } else body = <PublicFormBody token={token} form={form.data.form} />;

  const brand = form.data?.form;
  return (
    <div className="flex min-h-dvh flex-col bg-background" style={brandVars(brand?.brand.color ?? null, dark)}>
      <SkipLink />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <div className="flex min-w-0 items-center gap-3">
            {brand?.brand.logoUrl ? (
              <img src={brand.brand.logoUrl} alt={t('public.logo', { name: brand.companyName })} className="h-9 w-auto max-w-32 object-contain" />
            ) : null}
            {brand ? <span className="truncate font-semibold text-foreground">{brand.companyName}</span> : null}
          </div>
          <DarkModeToggle />
        </div>
      </header>
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 outline-none">
        {body}
      </main>
    </div>
  );
}

function Notice({ icon: Icon, title, children }: { icon: typeof FileQuestion; title: string; children: string }) {
  return (
    <section className="flex flex-col items-center gap-3 rounded-2xl bg-surface px-6 py-12 text-center shadow-sm" data-testid="public-form-notice">
      <Icon aria-hidden="true" className="size-10 text-muted" />
      <h1 className="text-xl font-semibold text-foreground">{title}</h1>
      <p className="max-w-md text-sm text-muted">{children}</p>
    </section>
  );
}

function PublicFormBody({ token, form }: { token: string; form: PublicForm }) {
  const { t } = useTranslation('formFill');
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const prefill = useMemo(() => paramsRecord(searchParams), [searchParams]);
  const [answers, setAnswers] = useState<FormAnswers>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [website, setWebsite] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [closed, setClosed] = useState(false);
  const captcha = useCaptcha('form');
  const submit = useSubmitPublicForm(token);
  const renderFile = useFileSlot({ purpose: 'form_public', params: { token }, files: [] });
  const { request: requestCaptcha } = captcha;

  useEffect(() => {
    void requestCaptcha();
  }, [requestCaptcha]);

  if (done !== null) {
    return (
      <section
        role="status"
        className="flex flex-col items-center gap-3 rounded-2xl bg-surface px-6 py-12 text-center shadow-sm"
        data-testid="public-form-done"
      >
        <CheckCircle2 aria-hidden="true" className="size-12 text-success" />
        <h1 className="text-xl font-semibold text-foreground">{t('public.doneTitle')}</h1>
        <p className="max-w-md text-sm whitespace-pre-line text-muted">{done}</p>
        {form.settings.sendsCopy ? <p className="max-w-md text-xs text-muted">{t('public.copySent')}</p> : null}
      </section>
    );
  }
  if (closed) {
    return (
      <Notice icon={LockKeyhole} title={t('public.closedTitle')}>
        {t('public.closed')}
      </Notice>
    );
  }

  const send = () => {
    setFailure(null);
    setCaptchaError(null);
    const { captchaId, captchaCode } = captcha.answer();
    if (!captchaCode) {
      setCaptchaError(t('public.captchaRequired'));
      return;
    }
    submit.mutate(
      { answers: answersToSend(form.schema, answers), captchaId, captchaCode, website },
      {
        onSuccess: (result) => setDone(result.message || form.settings.confirmationMessage || t('portal.defaultConfirmation')),
        onError: (error) => {
          const code = isApiError(error) ? error.code : null;
          if (code === 'FORM_ANSWERS_INVALID' && isApiError(error) && error.fields) {
            // The answers are checked before the captcha: the solved captcha stays valid.
            setErrors({ ...error.fields });
            return;
          }
          if (code === 'FORM_CLOSED' || (isApiError(error) && error.status === 410)) {
            setClosed(true);
            return;
          }
          if (code === 'CAPTCHA_INVALID' || code === 'CAPTCHA_REQUIRED') setCaptchaError(errorText(error));
          else setFailure(error);
          void captcha.request();
        },
      },
    );
  };

  return (
    <article className="flex flex-col gap-6 rounded-2xl bg-surface p-4 shadow-sm sm:p-8" data-testid="public-form">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight break-words text-foreground">{form.title}</h1>
        {form.description ? <p className="text-sm whitespace-pre-line text-muted">{form.description}</p> : null}
      </header>
      <FormRenderer
        schema={form.schema}
        answers={answers}
        onChange={setAnswers}
        errors={errors}
        prefill={prefill}
        renderFile={renderFile}
        onSubmit={send}
        isSubmitting={submit.isPending}
        beforeSubmit={
          <div className="flex flex-col gap-4">
            {/* The honeypot: people never see or reach it; a robot filling every field fills it too. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label htmlFor="public-form-website">Website</label>
              <input
                id="public-form-website"
                name="website"
                type="text"
                tabIndex={-1}
                autoComplete="off"
                value={website}
                onChange={(event) => setWebsite(event.target.value)}
              />
            </div>
            <CaptchaField
              captcha={captcha.captcha}
              value={captcha.code}
              onChange={(value) => {
                captcha.setCode(value);
                setCaptchaError(null);
              }}
              onRefresh={() => void captcha.request()}
              error={captchaError ?? (captcha.isError ? t('public.captchaFailed') : null)}
              isBusy={captcha.isLoading || submit.isPending}
            />
            {failure ? (
              <p role="alert" className="flex items-start gap-2 rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger-soft-foreground">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="block font-medium">{t('portal.submitFailed')}</span>
                  {errorText(failure)}
                </span>
              </p>
            ) : Object.keys(errors).length > 0 ? (
              <p role="alert" className="rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger-soft-foreground">
                {t('portal.invalid')}
              </p>
            ) : null}
          </div>
        }
      />
    </article>
  );
}
