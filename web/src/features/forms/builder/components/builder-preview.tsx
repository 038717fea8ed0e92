import { Button, ToggleButton, ToggleButtonGroup } from '@heroui/react';
import { Monitor, RotateCcw, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormAnswers, type FormSchema, fieldsOf } from '../../../../../../common/forms/form-schema';
import { toast } from '../../../../lib/toast';
import { FormRenderer } from '../../renderer/form-renderer';

type PreviewWidth = 'desktop' | 'mobile';

interface BuilderPreviewProps {
  title: string;
  description: string;
  schema: FormSchema;
}

/**
 * "Zoals je klant het ziet": the form as the portal shows it, rendered by the fill helper's
 * FormRenderer in preview mode (nothing is sent), at desktop width or in a 375 px frame. Answers
 * typed here stay in this preview; hidden fields get an example value from the link.
 * The one file that knows the renderer: it changes here only when the renderer's API does.
 */
export function BuilderPreview({ title, description, schema }: BuilderPreviewProps) {
  const { t } = useTranslation('formBuilder');
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [answers, setAnswers] = useState<FormAnswers>({});
  const [page, setPage] = useState(0);
  const prefill = Object.fromEntries(fieldsOf(schema).flatMap((field) => (field.type === 'hidden' ? [[field.param, 'voorbeeld']] : [])));

  return (
    <section aria-label={t('preview.label')} className="flex min-w-0 flex-col gap-3" data-testid="builder-preview">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <ToggleButtonGroup
          aria-label={t('preview.width')}
          selectionMode="single"
          disallowEmptySelection
          selectedKeys={[width]}
          onSelectionChange={(keys) => {
            const [key] = [...keys];
            if (key === 'desktop' || key === 'mobile') setWidth(key);
          }}
          size="sm"
        >
          <ToggleButton id="desktop">
            <Monitor aria-hidden="true" className="size-4" />
            {t('preview.desktop')}
          </ToggleButton>
          <ToggleButton id="mobile">
            <Smartphone aria-hidden="true" className="size-4" />
            {t('preview.mobile')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Button
          size="sm"
          variant="ghost"
          onPress={() => {
            setAnswers({});
            setPage(0);
          }}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('preview.reset')}
        </Button>
      </div>
      <p className="text-xs text-muted">{t('preview.notice')}</p>
      <div className={width === 'mobile' ? 'flex justify-center overflow-x-auto' : 'mx-auto w-full max-w-3xl'}>
        <div
          role="group"
          aria-label={t('preview.frame', { width: width === 'mobile' ? t('preview.mobile') : t('preview.desktop') })}
          className={
            width === 'mobile'
              ? 'w-[375px] max-w-none shrink-0 overflow-hidden rounded-[2rem] border-8 border-foreground/80 bg-background p-4 shadow-lg'
              : 'w-full rounded-2xl border border-border bg-background p-4 sm:p-6'
          }
          data-testid="preview-frame"
          data-width={width}
        >
          <div className="flex flex-col gap-4">
            <header className="flex flex-col gap-1">
              <h2 className="text-xl font-semibold text-foreground">{title}</h2>
              {description ? <p className="text-sm whitespace-pre-line text-muted">{description}</p> : null}
            </header>
            <PreviewBody schema={schema} answers={answers} onChange={setAnswers} page={page} onPageChange={setPage} prefill={prefill} />
          </div>
        </div>
      </div>
    </section>
  );
}

interface PreviewBodyProps {
  schema: FormSchema;
  answers: FormAnswers;
  onChange: (next: FormAnswers) => void;
  page: number;
  onPageChange: (n: number) => void;
  prefill: Record<string, string>;
}

/** The fill helper's renderer in preview mode: file fields a disabled drop zone, submitting only says it is a preview. */
function PreviewBody({ schema, answers, onChange, page, onPageChange, prefill }: PreviewBodyProps) {
  const { t } = useTranslation('formBuilder');
  return (
    <FormRenderer
      schema={schema}
      answers={answers}
      onChange={onChange}
      page={Math.min(page, schema.pages.length - 1)}
      onPageChange={onPageChange}
      prefill={prefill}
      preview
      onSubmit={() => toast(t('preview.submitted'))}
    />
  );
}
