import { useTranslation } from 'react-i18next';
import { brandTheme, pageBackgrounds, textOnColor } from '../../../../../common/rules/contrast';

/**
 * How the colour looks in the client portal, in light and dark mode: a heading in the colour as
 * made readable on that page, and a button in it (lightened in dark mode where it would vanish). The boxes use the portal's page backgrounds
 * (common/rules/contrast.ts), whatever mode this screen is in. Without a colour: nothing to show.
 */
export function BrandColorPreview({ color }: { color: string }) {
  const { t } = useTranslation('security');
  return (
    <div className="grid gap-3 sm:grid-cols-2" aria-label={t('branding.color.preview')} role="group">
      {(['light', 'dark'] as const).map((mode) => {
        const background = pageBackgrounds[mode];
        // The portal's own rule (brandTheme): what the client sees in this mode.
        const theme = brandTheme(color, mode);
        const heading = theme.text;
        const button = { background: theme.accent, text: theme.accentForeground };
        const text = textOnColor(background);
        return (
          <div key={mode} className="flex min-w-0 flex-col gap-3 rounded-xl border border-border p-4" style={{ backgroundColor: background, color: text }}>
            <span className="text-xs font-medium opacity-70">{t(`branding.color.mode.${mode}`)}</span>
            <div className="flex items-center gap-2">
              <span aria-hidden="true" className="h-5 w-1 rounded-full" style={{ backgroundColor: heading }} />
              <p className="text-base font-semibold" style={{ color: heading }}>
                {t('branding.color.previewHeading')}
              </p>
            </div>
            <p className="text-sm opacity-80">{t('branding.color.previewText')}</p>
            <span
              aria-hidden="true"
              className="inline-flex w-fit items-center rounded-full px-4 py-2 text-sm font-medium"
              style={{ backgroundColor: button.background, color: button.text }}
            >
              {t('branding.color.previewButton')}
            </span>
            {heading !== color ? <p className="text-xs opacity-80">{t('branding.color.adjusted', { color: heading.toUpperCase() })}</p> : null}
          </div>
        );
      })}
    </div>
  );
}
