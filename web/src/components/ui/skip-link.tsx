import { useTranslation } from 'react-i18next';

/** "Direct naar de inhoud": the first Tab stop of every layout, jumping to #main-content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-3 focus:py-2"
    >
      {t('skipToContent')}
    </a>
  );
}
