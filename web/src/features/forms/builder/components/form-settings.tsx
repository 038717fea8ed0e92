import { Button } from '@heroui/react';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormSchema, type FormSettings, fieldsOf, formLimits } from '../../../../../../common/forms/form-schema';
import { TextFormField } from '../../../../components/ui/text-form-field';
import { toast } from '../../../../lib/toast';
import { publicFormUrl } from '../api/builder-api';
import type { BuilderAction } from '../builder-state';
import { useProblemText } from '../hooks/use-problem-text';
import { FormSelect } from '../../../../components/ui/form-select';
import { SwitchField } from './switch-field';
import { DateInputField, TextAreaField } from './text-area-field';

interface FormSettingsPanelProps {
  title: string;
  description: string;
  settings: FormSettings;
  schema: FormSchema;
  dispatch: (action: BuilderAction) => void;
  publicToken: string | null;
  isPublished: boolean;
  isSwitchingPublic: boolean;
  onPublicLink: (enabled: boolean) => void;
  /** The server's codes for `title` / `description` / settings, if it named them. */
  problems: Record<string, string>;
}

/** `yyyy-MM-ddTHH:mm` in local time for a datetime-local input, from an ISO timestamp. */
function localInputOf(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The form's own settings: title, description, editing after submitting, and the public link with its closing date, copy by mail and confirmation text. */
export function FormSettingsPanel({
  title,
  description,
  settings,
  schema,
  dispatch,
  publicToken,
  isPublished,
  isSwitchingPublic,
  onPublicLink,
  problems,
}: FormSettingsPanelProps) {
  const { t } = useTranslation('formBuilder');
  const problemText = useProblemText();
  const headingId = useId();
  const set = (patch: Partial<FormSettings>) => dispatch({ type: 'setSettings', patch });
  const codeText = (key: string) => problemText(problems[key]);
  const emailFields = fieldsOf(schema).filter((field) => field.type === 'email');
  const link = publicToken ? publicFormUrl(publicToken) : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('form.copied'));
    } catch {
      toast.danger(t('form.copyFailed'));
    }
  };

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4" data-testid="form-settings">
      <h2 id={headingId} className="text-base font-semibold text-foreground">
        {t('panel.form')}
      </h2>
      <TextFormField
        label={t('form.title')}
        value={title}
        onChange={(value) => dispatch({ type: 'setTitle', title: value })}
        maxLength={formLimits.title}
        isRequired
        error={codeText('title') ?? (title.trim() === '' ? t('form.titleRequired') : null)}
      />
      <TextAreaField
        label={t('form.description')}
        description={t('form.descriptionHint')}
        value={description}
        onChange={(value) => dispatch({ type: 'setDescription', description: value })}
        maxLength={formLimits.description}
        error={codeText('description')}
      />
      <SwitchField
        label={t('form.allowEdit')}
        hint={t('form.allowEditHint')}
        isSelected={settings.allowEditAfterSubmit}
        onChange={(allowEditAfterSubmit) => set({ allowEditAfterSubmit })}
      />
      <div className="flex flex-col gap-3 rounded-xl border border-border p-3">
        <SwitchField
          label={t('form.public')}
          hint={t('form.publicHint')}
          isSelected={settings.publicLink}
          isDisabled={isSwitchingPublic}
          onChange={onPublicLink}
        />
        {settings.publicLink && link ? (
          <>
            <div className="flex min-w-0 flex-col gap-1">
              <span className="text-sm font-medium text-foreground">{t('form.link')}</span>
              <div className="flex min-w-0 items-center gap-2">
                <a
                  href={link}
                  target="_blank"
                  rel="noreferrer"
                  className="min-w-0 flex-1 truncate text-sm text-accent-soft-foreground underline"
                  data-testid="public-link"
                >
                  {link}
                </a>
                <Button size="sm" variant="secondary" onPress={() => void copy()}>
                  <Copy aria-hidden="true" className="size-4" />
                  {t('form.copy')}
                </Button>
              </div>
              {isPublished ? null : <p className="text-xs text-muted">{t('form.publicDraftHint')}</p>}
            </div>
            <DateInputField
              type="datetime-local"
              label={t('form.closesAt')}
              description={t('form.closesAtHint')}
              value={localInputOf(settings.closesAt)}
              onChange={(value) => {
                const date = value ? new Date(value) : null;
                set({ closesAt: date && !Number.isNaN(date.getTime()) ? date.toISOString() : null });
              }}
              error={codeText('closesAt')}
            />
            <FormSelect
              label={t('form.copyTo')}
              description={t('form.copyToHint')}
              value={settings.copyToEmailFieldId ?? ''}
              options={[{ id: '', label: t('form.copyToNone') }, ...emailFields.map((field) => ({ id: field.id, label: field.label.trim() || field.id }))]}
              onChange={(id) => set({ copyToEmailFieldId: id || null })}
              error={codeText('copyToEmailFieldId')}
            />
          </>
        ) : null}
      </div>
      <TextAreaField
        label={t('form.confirmation')}
        description={t('form.confirmationHint')}
        value={settings.confirmationMessage ?? ''}
        onChange={(value) => set({ confirmationMessage: value || null })}
        maxLength={formLimits.description}
        error={codeText('confirmationMessage')}
      />
    </section>
  );
}
