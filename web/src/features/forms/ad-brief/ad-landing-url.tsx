import { Button, Input, Label, TextField } from '@heroui/react';
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FieldOf, type FieldProps, objectOf } from '../renderer/field-types';
import { GroupFrame } from './group-frame';
import { landingUrlWithUtm, type Utm, utmParts } from './utm';

/** The landing page and its UTM parameters; the final address is shown and can be copied. */
export function AdLandingUrlView({ field, value, error, onValue, readOnly }: FieldProps<FieldOf<'ad_landing_url'>>) {
  const { t } = useTranslation('formFill');
  const landing = objectOf(value);
  const url = typeof landing.url === 'string' ? landing.url : '';
  const utm = objectOf(landing.utm as never) as Utm;
  const finalUrl = landingUrlWithUtm(url, utm);
  const [copied, setCopied] = useState(false);
  const set = (next: { url: string; utm: Utm }) => {
    const filled = Object.fromEntries(Object.entries(next.utm).filter(([, part]) => part));
    onValue(field.id, next.url || Object.keys(filled).length > 0 ? { url: next.url, utm: filled } : null);
  };
  const copy = () => {
    if (!finalUrl) return;
    void navigator.clipboard?.writeText(finalUrl).then(() => {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    });
  };
  return (
    <GroupFrame
      id={field.id}
      label={field.label}
      required={field.required}
      help={field.help}
      error={error}
      note={
        finalUrl ? (
          <div className="flex min-w-0 flex-col gap-1 rounded-xl bg-default/60 p-3">
            <span className="text-xs font-medium text-muted">{t('ad.landing.final')}</span>
            <div className="flex min-w-0 items-start gap-2">
              <code className="min-w-0 flex-1 text-xs break-all text-foreground" data-testid="landing-final-url">
                {finalUrl}
              </code>
              <Button size="sm" variant="secondary" onPress={copy} className="shrink-0">
                {copied ? <Check aria-hidden="true" className="size-4" /> : <Copy aria-hidden="true" className="size-4" />}
                {copied ? t('ad.landing.copied') : t('ad.landing.copy')}
              </Button>
            </div>
            <span role="status" className="sr-only">
              {copied ? t('ad.landing.copied') : ''}
            </span>
          </div>
        ) : null
      }
    >
      <TextField
        type="url"
        value={url}
        onChange={(next) => set({ url: next, utm })}
        isReadOnly={readOnly}
        isRequired={field.required}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        variant="secondary"
        fullWidth
        maxLength={2000}
      >
        <Label>{t('ad.landing.url')}</Label>
        <Input placeholder="https://www.voorbeeld.nl/actie" inputMode="url" autoComplete="url" className="min-w-0" fullWidth />
      </TextField>
      <div className="grid gap-3 sm:grid-cols-2">
        {utmParts.map((part) => (
          <TextField
            key={part}
            value={utm[part] ?? ''}
            onChange={(next) => set({ url, utm: { ...utm, [part]: next } })}
            isReadOnly={readOnly}
            variant="secondary"
            fullWidth
            maxLength={200}
          >
            <Label>{t(`ad.landing.utm.${part}`)}</Label>
            <Input placeholder={t(`ad.landing.utmPlaceholder.${part}`)} autoComplete="off" className="min-w-0" fullWidth />
          </TextField>
        ))}
      </div>
    </GroupFrame>
  );
}
