import { Button } from '@heroui/react';
import { Palette } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../../common/errors';
import { FormAlert } from '../../../components/ui/form-alert';
import { SettingsCard } from '../../../components/ui/settings-card';
import { TextFormField } from '../../../components/ui/text-form-field';
import { isApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useErrorText } from '../../../lib/use-error-text';
import { useUpdateBrandColor } from '../api/update-brand-color';
import { brandColorFromText } from '../branding-rules';
import { BrandColorPreview } from './brand-color-preview';

interface BrandColorCardProps {
  companyId: string | null;
  /** The saved colour ('#rrggbb') or null. */
  brandColor: string | null;
  canEdit: boolean;
}

/** The picker's starting point without a colour of one's own (the portal's default accent family). */
const pickerStart = '#1f6feb';

/** Settings → Bedrijf → Merkkleur: a picker and a hex field, a live preview, save and "Geen eigen kleur". */
export function BrandColorCard({ companyId, brandColor, canEdit }: BrandColorCardProps) {
  const { t } = useTranslation('security');
  return (
    <SettingsCard icon={Palette} title={t('branding.color.title')} description={t('branding.color.description')}>
      {canEdit ? (
        // Keyed by the saved colour: a save (or a change elsewhere, on refetch) starts a fresh draft.
        <BrandColorForm key={brandColor ?? 'none'} companyId={companyId} brandColor={brandColor} />
      ) : (
        <div className="flex flex-col gap-4">
          <SavedColor color={brandColor} />
          {brandColor ? <BrandColorPreview color={brandColor} /> : null}
        </div>
      )}
    </SettingsCard>
  );
}

function SavedColor({ color }: { color: string | null }) {
  const { t } = useTranslation('security');
  if (!color) return <p className="text-sm text-muted">{t('branding.color.none')}</p>;
  return (
    <p className="flex items-center gap-2 text-sm text-foreground">
      <span aria-hidden="true" className="size-6 rounded-md border border-border" style={{ backgroundColor: color }} />
      <span>{t('branding.color.current', { color: color.toUpperCase() })}</span>
    </p>
  );
}

function BrandColorForm({ companyId, brandColor }: { companyId: string | null; brandColor: string | null }) {
  const { t } = useTranslation('security');
  const { t: te } = useTranslation('errors');
  const errorText = useErrorText();
  const update = useUpdateBrandColor(companyId);
  const pickerId = useId();
  const [text, setText] = useState(brandColor?.toUpperCase() ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const draft = brandColorFromText(text);
  const dirty = (draft ?? '') !== (brandColor ?? '') || (text.trim() !== '' && draft === null);
  const busy = update.isPending;

  const save = (color: string | null, onSaved: () => void) => {
    setFieldError(null);
    setFormError(null);
    update.mutate(color, {
      onSuccess: onSaved,
      onError: (cause) => {
        const code: ErrorCode | null = isApiError(cause) ? cause.code : null;
        if (code === 'BRAND_COLOR_INVALID' || code === 'VALIDATION_FAILED') setFieldError(errorText(cause));
        else setFormError(errorText(cause));
      },
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !dirty) return;
    if (text.trim() !== '' && draft === null) return setFieldError(te('codes.BRAND_COLOR_INVALID'));
    save(draft, () => toast.success(draft ? t('branding.color.savedToast') : t('branding.color.resetToast')));
  };

  const reset = () => {
    if (busy) return;
    save(null, () => toast.success(t('branding.color.resetToast')));
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <div className="flex items-start gap-3">
        <div className="flex shrink-0 flex-col gap-1">
          <label htmlFor={pickerId} className="text-sm font-medium text-foreground">
            {t('branding.color.picker')}
          </label>
          <input
            id={pickerId}
            type="color"
            value={draft ?? brandColor ?? pickerStart}
            onChange={(event) => {
              setText(event.target.value.toUpperCase());
              setFieldError(null);
            }}
            disabled={busy}
            className="h-10 w-14 cursor-pointer rounded-lg border border-border bg-surface p-1 outline-none focus-visible:ring-2 focus-visible:ring-focus"
          />
        </div>
        <TextFormField
          label={t('branding.color.hex')}
          name="brandColor"
          value={text}
          onChange={(value) => {
            setText(value);
            setFieldError(null);
          }}
          description={t('branding.color.hexHint')}
          error={fieldError}
          placeholder="#1F6FEB"
          maxLength={20}
          autoCapitalize="characters"
          spellCheck={false}
          isDisabled={busy}
          className="min-w-0 flex-1"
        />
      </div>
      {draft ? <BrandColorPreview color={draft} /> : <p className="text-sm text-muted">{t('branding.color.none')}</p>}
      <FormAlert message={formError} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant="primary" isDisabled={busy || !dirty}>
          {busy ? t('branding.color.saving') : t('branding.color.save')}
        </Button>
        {brandColor ? (
          <Button type="button" variant="tertiary" onPress={reset} isDisabled={busy}>
            {t('branding.color.reset')}
          </Button>
        ) : null}
        {dirty && !busy ? <span className="text-sm text-muted">{t('branding.unsaved')}</span> : null}
      </div>
    </form>
  );
}
